// release.json: which published build of a remote is live, and which (if any) takes a canary's
// share of visitors. It sits in the release folder beside the builds; the shell's config.json names
// its URL, and the shell reads it again on every revalidation. Changing it is a release; nothing
// else moves. Its history says since when and until when each build served pages, which is what
// decides how long a build must stay published (prune.mjs).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RELEASE_FILE = 'release.json';
/** Entries kept in the history: enough for any rollback and retention decision. */
const HISTORY_LENGTH = 50;

/**
 * @typedef {{ build: string, role: 'live' | 'canary', from: string, until?: string }} HistoryEntry
 * @typedef {{ remote: string, live?: string, canary?: { build: string, percent: number }, history: HistoryEntry[] }} Release
 */

/** @returns {Release} */
export function readRelease(root, remote) {
  try {
    const release = JSON.parse(readFileSync(path.join(root, RELEASE_FILE), 'utf8'));
    return { ...release, history: Array.isArray(release.history) ? release.history : [] };
  } catch (error) {
    if (error.code === 'ENOENT') return { remote, history: [] };
    throw new Error(`${path.join(root, RELEASE_FILE)} does not read: ${error.message}`);
  }
}

/** Written beside and renamed into place: a reader sees the old file or the new one, never half. */
export function writeRelease(root, release) {
  mkdirSync(root, { recursive: true });
  const staging = path.join(root, `.${RELEASE_FILE}.${randomBytes(4).toString('hex')}`);
  writeFileSync(staging, `${JSON.stringify(release, null, 2)}\n`);
  renameSync(staging, path.join(root, RELEASE_FILE));
}

function closed(history, build, role, at) {
  return history.map((entry) => (entry.build === build && entry.role === role && !entry.until ? { ...entry, until: at } : entry));
}

function opened(history, build, role, at) {
  return [...history, { build, role, from: at }].slice(-HISTORY_LENGTH);
}

/** `id` live from `now`; a canary of the same build ends (it is everyone's now). */
export function makeLive(release, id, now = new Date()) {
  const at = now.toISOString();
  if (release.live === id && release.canary?.build !== id) return release;
  let history = release.live && release.live !== id ? closed(release.history, release.live, 'live', at) : release.history;
  if (release.live !== id) history = opened(history, id, 'live', at);
  const { canary, ...rest } = release;
  const keepCanary = canary && canary.build !== id;
  if (canary && !keepCanary) history = closed(history, canary.build, 'canary', at);
  return { ...rest, live: id, ...(keepCanary ? { canary } : {}), history };
}

/** The build that was live before the current one (a rollback's target), or undefined. */
export function previousLive(release) {
  const lives = release.history.filter((entry) => entry.role === 'live' && entry.build !== release.live);
  return lives[lives.length - 1]?.build;
}

/** `percent` of visitors (0 to 100; 0 leaves only testers) get `id` instead of the live build. */
export function startCanary(release, id, percent, now = new Date()) {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new Error(`a canary's share is a whole percent from 0 to 100, got "${percent}"`);
  if (id === release.live) throw new Error(`${id} is live already: a canary sends visitors to another build`);
  if (!release.live) throw new Error('nothing is live yet: make a build live before a canary');
  const at = now.toISOString();
  let history = release.history;
  if (release.canary && release.canary.build !== id) history = closed(history, release.canary.build, 'canary', at);
  if (release.canary?.build !== id) history = opened(history, id, 'canary', at);
  return { ...release, canary: { build: id, percent }, history };
}

/** Ends the canary: every visitor gets the live build again. */
export function stopCanary(release, now = new Date()) {
  if (!release.canary) return release;
  const { canary, ...rest } = release;
  return { ...rest, history: closed(release.history, canary.build, 'canary', now.toISOString()) };
}
