import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered piece and fails with the rule ids and targets, so a failure says what to fix.
 * Colour contrast is left to the token review: jsdom computes no layout, so axe can only report it incomplete.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
