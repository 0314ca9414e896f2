/**
 * Issue 13's byte budgets for what a browser downloads, and the ceiling a screen or partner element still over
 * its budget is held to until it meets it. `pnpm bench` prints each figure against the issue's budget;
 * `tests/e2e/weights.spec.ts` fails when a figure grows past what it is held to here, so a growth is a red test.
 * A ceiling is the figure of the latest run plus about 1 %, lowered by hand as screens get lighter.
 */
export const LOGIN_BUDGET_BYTES = 100_000;
export const SCREEN_BUDGET_BYTES = 120_000;
/** The heaviest partner widgets' goal: 40 % of Clerk's sign-in (about 305 KB). */
export const WIDGET_GOAL_BYTES = 120_000;

const SCREEN_CEILINGS: Readonly<Record<string, number>> = {};

const WIDGET_CEILINGS: Readonly<Record<string, number>> = {};

/** The budget for a screen's first-load JavaScript (gzip). */
export function screenBudget(route: string): number {
  return route === '/login' ? LOGIN_BUDGET_BYTES : SCREEN_BUDGET_BYTES;
}

/** What the tests hold a screen to: its budget, or its ceiling while it is still over. */
export function heldScreenBytes(route: string): number {
  return SCREEN_CEILINGS[route] ?? screenBudget(route);
}

/** What the tests hold a page embedding only `tag` to: the goal, or its ceiling while it is still over. */
export function heldWidgetBytes(tag: string): number {
  return WIDGET_CEILINGS[tag] ?? WIDGET_GOAL_BYTES;
}
