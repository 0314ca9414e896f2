import { describe, expect, it } from 'vitest';
import { widgetLoaderWeight } from './loader-weight';

/** The loader today: about 0.5 KB gzip. */
const WIDGET_LOADER_BUDGET_BYTES = 1_000;

// Deterministic for a given source: an import that drags an element's code into the loader every partner page
// includes is a red test here, before `pnpm bench` measures the built bundle.
describe('partner loader byte budget', () => {
  it(`mym-elements.js <= ${WIDGET_LOADER_BUDGET_BYTES} B gzip: each element's code loads when its tag appears`, async () => {
    expect(await widgetLoaderWeight()).toBeLessThanOrEqual(WIDGET_LOADER_BUDGET_BYTES);
  });
});
