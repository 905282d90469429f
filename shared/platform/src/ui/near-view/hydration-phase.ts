// Whether the browser is hydrating the page the server sent: the shell says so before it hydrates
// and again once the page is live. From the start of that hydration until the visitor's first
// navigation, a section that adopts the server's HTML may wait for the viewport (one inside a
// section that hydrated late too); a render in the browser alone (a client navigation, a remote's
// harness) draws every section at once. The shell leaves it off when the address has a hash: the
// app moves to it once the page is live, and what it opens or scrolls to may be further down.

let hydrating = false;
/**
 * Whether a section React hydrates may wait for the viewport: from the start of the page's
 * hydration (without a hash) until the first change of the router's state. A section inside one
 * that hydrated late (near the viewport, once the page was live) hydrates from the server's HTML
 * too and waits in its turn; after a navigation none waits, since a change the visitor made must
 * not wait for a section that mounts while it is drawn.
 */
let sectionsWait = false;
const onceLive: (() => void)[] = [];

export function setPageHydrating(value: boolean): void {
  hydrating = value;
  if (value) sectionsWait = true;
  if (!value) for (const callback of onceLive.splice(0)) callback();
}

export function isPageHydrating(): boolean {
  return hydrating;
}

/** Whether a section that draws the server's HTML may still wait for the viewport (above). */
export function sectionsMayWait(): boolean {
  return sectionsWait;
}

/** The visitor's first navigation (any change of the router's state): no section waits after it. */
export function stopSectionsWaiting(): void {
  sectionsWait = false;
}

/**
 * Runs the callback once the page is live (at once when it is not hydrating): what is further down
 * waits for the first screen. Returns a function that cancels it.
 */
export function whenPageLive(callback: () => void): () => void {
  if (!hydrating) {
    callback();
    return () => undefined;
  }
  onceLive.push(callback);
  return () => {
    const index = onceLive.indexOf(callback);
    if (index >= 0) onceLive.splice(index, 1);
  };
}
