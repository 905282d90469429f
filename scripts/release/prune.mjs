// Which published builds may go. A page names the builds that rendered it, and pages live on after a
// release: in open tabs, in the shell's render cache, at a CDN (s-maxage=60, stale-while-revalidate=300)
// and in saved copies. So a build stays published while it serves pages and for KEEP_HOURS after it
// last did (a day more than a CDN keeps a page, with room to spare), and the last KEEP_LAST builds
// always stay, whichever keeps more. A tab that still names a build removed after that loads the page
// it asked for in full, once (the shell's browser code sees the build is gone).
import { listBuilds, removeBuild } from './build-store.mjs';

export const KEEP_HOURS = 48;
export const KEEP_LAST = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The ids of the builds to keep and to remove.
 * @param {{ id: string, publishedAt: string }[]} builds oldest first
 * @param {import('./release-file.mjs').Release} release
 */
export function retention(builds, release, { now = new Date(), keepHours = KEEP_HOURS, keepLast = KEEP_LAST } = {}) {
  const since = now.getTime() - keepHours * HOUR_MS;
  const recent = (iso) => iso === undefined || Date.parse(iso) >= since;
  const inUse = new Set([release.live, release.canary?.build].filter(Boolean));
  for (const entry of release.history) if (recent(entry.until)) inUse.add(entry.build);
  const newest = new Set((keepLast > 0 ? builds.slice(-keepLast) : []).map((build) => build.id));
  const keep = builds.filter((build) => inUse.has(build.id) || newest.has(build.id) || Date.parse(build.publishedAt) >= since);
  const kept = new Set(keep.map((build) => build.id));
  return { keep: keep.map((build) => build.id), remove: builds.filter((build) => !kept.has(build.id)).map((build) => build.id) };
}

/** Removes the builds retention lets go; returns their ids. */
export function pruneBuilds(root, release, options = {}) {
  const { remove } = retention(listBuilds(root), release, options);
  for (const id of remove) removeBuild(root, id);
  return remove;
}
