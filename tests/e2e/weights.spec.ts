import { expect, test } from '@playwright/test';
import { elementWeights } from '../bench/element-weight';
import { screenWeights } from '../bench/screen-weight';
import { heldProductBytes, heldScreenBytes, heldWidgetBytes } from '../bench/weight-budgets';
import { E2E_PORTS } from './stack-ports';

// Bytes are deterministic for a given lockfile and source: measured the way `pnpm bench` measures them (every
// script a page downloads until the network is idle, gzipped), in Chromium against the built site and bundle.

test('every screen of spec 2 loads no more first-load JavaScript than its budget, or its ceiling while over', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const rows = await screenWeights(browser, `http://localhost:${E2E_PORTS.site}/app`);
  expect(rows.length).toBeGreaterThan(20);
  for (const row of rows.filter((figure) => figure.kind === 'budget')) {
    if (row.section === 'product JS') {
      expect
        .soft(
          row.value,
          `${row.name}: gzip bytes of its own first load, beyond the framework (the product bytes budget)`,
        )
        .toBeLessThanOrEqual(heldProductBytes(row.name));
      continue;
    }
    expect
      .soft(row.value, `${row.name}: gzip bytes of its first load`)
      .toBeLessThanOrEqual(heldScreenBytes(row.name));
  }
});

test('a partner page embedding one element downloads no more than its goal, or its ceiling while over', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const rows = await elementWeights(browser);
  expect(rows.length).toBeGreaterThan(8);
  for (const row of rows) {
    const tag = /^<([a-z-]+)>/.exec(row.name)?.[1] ?? row.name;
    expect
      .soft(row.value, `<${tag}>: gzip bytes a page embedding only it downloads`)
      .toBeLessThanOrEqual(heldWidgetBytes(tag));
  }
});
