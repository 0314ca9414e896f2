import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered piece and fails with the rule ids and targets, so a failure says what to fix.
 * Two page-level rules are off: colour contrast (jsdom computes no layout, so axe can only call it incomplete;
 * the token contrast test covers it) and `region` (landmarks belong to the page that places the piece).
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
