import { getRuntimeConfig, readStorageJson, writeStorageJson } from '@handyman/platform';
import { BEACON_URL } from '../../beacon/beacon-url';
import { buildOf, type BuildOwner } from '../../lib/page-builds';

// A page keeps the builds it was rendered with for its whole life: its client navigations load code
// from them. Builds stay published for days after they last served pages, but a tab can outlive that
// (or meet a build removed early). When code of such a build cannot be had and the build turns out to
// be gone (its file answers 404 or 410, not merely a network that is down), the visitor gets the page
// they asked for by one full load, rendered with the builds live now. The shell's server counts each
// such load per remote and build. A second load of the same address within a minute is not made: it
// would mean the live builds are missing too, and the area's fallback shows instead of a loop.

const RELOAD_KEY = 'versionReload';
const RELOAD_WINDOW_MS = 60_000;

/** A failed load of a chunk of code (webpack's ChunkLoadError, or a stylesheet chunk's). */
export function isChunkLoadError(error: unknown): error is Error & { request?: unknown } {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message));
}

/** The address a failed chunk load asked for, when webpack names it. */
export function chunkUrlOf(error: unknown): string | undefined {
  const request = isChunkLoadError(error) ? error.request : undefined;
  return typeof request === 'string' && /^https?:/.test(request) ? request : undefined;
}

/** True when the file is gone for good; a host that does not answer is not proof of that. */
export async function isGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

/** The manifest of the build of `owner` the page names (the shell's own code has none). */
export function manifestOf(owner: BuildOwner): string | undefined {
  if (owner === 'shell') return undefined;
  try {
    return getRuntimeConfig().remotes[owner];
  } catch {
    return undefined;
  }
}

/** Starts one full load of `href`, unless this address was loaded that way a moment ago (or storage cannot tell). */
export function loadInFull(owner: BuildOwner, href: string, assign: (href: string) => void = (to) => window.location.assign(to)): boolean {
  const last = readStorageJson<{ href: string; at: number }>(RELOAD_KEY, 'session');
  if (last && last.href === href && Date.now() - last.at < RELOAD_WINDOW_MS) return false;
  if (!writeStorageJson(RELOAD_KEY, { href, at: Date.now() }, 'session')) return false;
  navigator.sendBeacon?.(
    BEACON_URL,
    JSON.stringify({ p: window.location.pathname.slice(0, 512), v: {}, e: 0, sk: { r: owner, b: buildOf(owner) } }),
  );
  assign(href);
  return true;
}

/**
 * After code of `owner` failed to load: when the file that failed (or the build's manifest) is gone,
 * loads `href` in full and resolves true; otherwise resolves false (the caller shows its fallback).
 */
export async function loadAgainIfBuildGone(
  owner: BuildOwner,
  failedUrl: string | undefined,
  { href = window.location.href, assign }: { href?: string; assign?: (href: string) => void } = {},
): Promise<boolean> {
  // A page the server did not render names no build: nothing to be gone.
  if (buildOf(owner) === 'unknown') return false;
  const probe = failedUrl ?? manifestOf(owner);
  if (!probe || !(await isGone(probe))) return false;
  return loadInFull(owner, href, assign);
}
