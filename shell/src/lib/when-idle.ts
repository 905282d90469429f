/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), or in a task of its own
 * where there is no requestIdleCallback (Safari). Returns what cancels it.
 */
export function whenIdle(work: () => void, { timeoutMs = 2000, fallbackDelayMs = 0 } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackDelayMs);
  return () => clearTimeout(timer);
}
