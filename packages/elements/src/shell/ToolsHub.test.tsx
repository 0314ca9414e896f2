import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithClient } from '../test-support/render-with-client';
import { ToolsHub } from './ToolsHub';

afterEach(cleanup);

describe('the tools page leads to every built area (spec 2 "Navigation": tools)', () => {
  it('links to the posts, the pushes, the cloud, the playlists and the catalog', () => {
    renderWithClient(<ToolsHub />);
    expect(screen.getByRole('heading', { level: 1, name: 'Outils' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      ['Posts', 'Push', 'MYM Cloud', 'Playlists', 'Catalogue de consultations'].map((name) => [
        name,
        screen.getByRole('link', { name }).getAttribute('href'),
      ]),
    ).toEqual([
      ['Posts', '/app/posts'],
      ['Push', '/app/push/list'],
      ['MYM Cloud', '/app/mym-cloud'],
      ['Playlists', '/app/v2/tools/playlists'],
      ['Catalogue de consultations', '/app/catalog'],
    ]);
  });
});
