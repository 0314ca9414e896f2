/** Joins the class names that are set; lets components add modifiers without string juggling. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
