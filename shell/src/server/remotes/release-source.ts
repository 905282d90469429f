// Where a remote's builds come from, as config.json names it: a release file (release.json, kept by
// the remote's team beside its published builds: which build is live, which takes a canary's share)
// or the manifest of one fixed build (a development server, a host that serves one build folder).

/** A published build's id: 16 hex digits (the content hash `publish-build` gives it). */
export const BUILD_ID = /^[0-9a-f]{16}$/;

export interface BuildRef {
  manifestUrl: string;
  /** Named by the release file; a fixed build's comes from its manifest. */
  id?: string;
}

export interface ReleaseState {
  live: BuildRef;
  canary?: { build: BuildRef; percent: number };
}

export type ReleaseRead = { state: ReleaseState } | { problem: string };

/** True when the URL names one build's manifest rather than a release file. */
export const isFixedBuild = (source: string) => new URL(source).pathname.endsWith('/mf-manifest.json');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A published build of the release file at `source`: `<folder of the file>/<id>/mf-manifest.json`. */
export const publishedBuild = (source: string, id: string): BuildRef => ({
  id,
  manifestUrl: new URL(`${id}/mf-manifest.json`, source).href,
});

/** What a release file says, checked: a live build id, and optionally a canary's build and share. */
export function parseRelease(source: string, input: unknown): ReleaseRead {
  if (!isObject(input)) return { problem: `${source} is not a JSON object` };
  if (typeof input.live !== 'string' || !BUILD_ID.test(input.live))
    return { problem: `${source} names no live build (live: "${String(input.live)}")` };
  const state: ReleaseState = { live: publishedBuild(source, input.live) };
  if (input.canary === undefined) return { state };
  const canary = input.canary;
  if (!isObject(canary) || typeof canary.build !== 'string' || !BUILD_ID.test(canary.build)) {
    return { problem: `${source} has a canary without a build id` };
  }
  const percent = canary.percent;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    return { problem: `${source} gives its canary a share of "${String(percent)}" (a whole percent from 0 to 100)` };
  }
  return { state: { ...state, canary: { build: publishedBuild(source, canary.build), percent } } };
}
