// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gallery } from './gallery';

describe('server rendering (the site renders every island on the server first)', () => {
  it('renders every piece of the kit without a browser (no window or document at render time)', () => {
    const html = renderToString(<Gallery />);
    expect(html).toContain('mym-button');
    expect(html.length).toBeGreaterThan(1000);
  });
});
