import { addRobotsMeta } from '@handyman/platform/ui';

/** How long a redirecting address carries noindex,nofollow (100 ms: long enough for a crawler to read it, too short for a visitor to notice). */
export const REDIRECT_NOINDEX_MS = 100;

let removeMeta: (() => void) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Marks the document noindex,nofollow while an address redirects, for REDIRECT_NOINDEX_MS after
 * the last redirect; redirects in quick succession share one tag.
 */
export function flagRedirectNoIndex(): void {
  removeMeta ??= addRobotsMeta('noindex,nofollow');
  clearTimeout(timer);
  timer = setTimeout(() => {
    removeMeta?.();
    removeMeta = null;
  }, REDIRECT_NOINDEX_MS);
}
