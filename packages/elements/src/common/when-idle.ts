/**
 * Runs `task` once the browser is idle, which is after the screen's first paint (at the latest after a second), and
 * answers the function that cancels it. For what a screen starts as it hydrates but nobody waits for: opening
 * the event stream, with its code to download. In an effect it would run inside the island's hydration commit,
 * the task no press is answered in, and lengthen it (on the inbox, about 10 ms of a phone's main thread).
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}
