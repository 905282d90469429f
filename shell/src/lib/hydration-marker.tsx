import { useEffect } from 'react';
import type { RemoteName } from '@handyman/platform';
import { onPageLiveHoldReleased, pageLiveHolds, setPageHydrating } from '@handyman/platform/ui';

// Marks <html data-hydrated> once the page the server sent answers the visitor: the shell has
// hydrated, and so has every part of the page that hydrates on its own once its code is in (the
// page in <main>, each remote area the server rendered; a remote that fails counts once its
// fallback shows), and every section in the first screen that hydrates near the viewport
// (hydrateNearView: the footer and the sections further down hydrate when the visitor comes near
// them). Until then a press on a link or button there is the browser's, not the app's.
// Browser tests wait for the mark; it tells visitors nothing.

const expected = new Set<string>(['shell']);
const hydrated = new Set<string>();

const waiting: (() => void)[] = [];

let stopListening: (() => void) | null = null;

function update(): void {
  if (document.documentElement.hasAttribute('data-hydrated')) return;
  if (![...expected].every((part) => hydrated.has(part))) return;
  if (pageLiveHolds() > 0) {
    stopListening ??= onPageLiveHoldReleased(update);
    return;
  }
  stopListening?.();
  document.documentElement.setAttribute('data-hydrated', '');
  setPageHydrating(false);
  for (const callback of waiting.splice(0)) callback();
}

/**
 * Runs the callback once every declared part of the page has hydrated (at once if it has): a
 * change that must reach the server's HTML through React (the address's hash opening an item) waits
 * for the part that draws it. Returns a function that cancels it.
 */
export function whenPageHydrated(callback: () => void): () => void {
  if (document.documentElement.hasAttribute('data-hydrated')) {
    callback();
    return () => undefined;
  }
  waiting.push(callback);
  return () => {
    const index = waiting.indexOf(callback);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Declares a part of the page that hydrates on its own (inside its own Suspense boundary). Call it
 * where the root renders, outside that boundary: React hydrates the root first and the boundary in a
 * later pass, so a declaration from inside would come after the shell had already marked the page.
 */
export function expectHydration(part: string): void {
  if (typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-hydrated')) expected.add(part);
}

/** Marks a declared part hydrated when it commits: render it inside the part's boundary. */
export function HydrationMark({ part }: { part: string }) {
  useEffect(() => markHydrated(part), [part]);
  return null;
}

export function markHydrated(part: string): void {
  hydrated.add(part);
  update();
}

const remotePart = (remote: RemoteName) => `remote:${remote}`;

/** The remotes whose server-rendered areas the page waits for. */
export function awaitRemoteHydration(remotes: readonly RemoteName[]): void {
  for (const remote of remotes) expected.add(remotePart(remote));
}

/** The remote's area is live: its page has committed, or its fallback shows. */
export function markRemoteSettled(remote: RemoteName): void {
  markHydrated(remotePart(remote));
}
