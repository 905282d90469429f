// What the page still waits for before it counts as live, beyond the parts the shell itself
// declares: a section that hydrates near the viewport holds the page while it is in view and its
// code is on the way. The shell's hydration marker reads the count and listens for releases.

let holds = 0;
const listeners = new Set<() => void>();

/** Holds the page's live mark until the returned function is called (once; later calls do nothing). */
export function holdPageLive(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    for (const listener of [...listeners]) listener();
  };
}

/** How many holds are open. */
export function pageLiveHolds(): number {
  return holds;
}

/** Calls the listener whenever a hold is released; returns a function that stops it. */
export function onPageLiveHoldReleased(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
