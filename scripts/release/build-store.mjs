// A remote's published builds: each in a folder of its own named by its build id (a content hash
// of every file of its browser and server builds), never changed once published. The folder a
// static host serves, the "release folder", holds them beside release.json (release-file.mjs), which
// says which build is live. Publishing only adds; prune.mjs removes what no page can name any more.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A build id: 16 hex digits of the build's content hash. */
export const BUILD_ID = /^[0-9a-f]{16}$/;
/** What a published build says of itself, in its folder. */
export const BUILD_INFO = 'build.json';
const MANIFEST = 'mf-manifest.json';
/** Written with the build's id in them: left out of the hash that makes the id. */
const STAMPED = new Set([MANIFEST, 'mf-stats.json']);

/** Every file of a folder, as sorted paths relative to it (with "/" separators). */
function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesOf(dir, relative) : [relative];
    })
    .sort();
}

/** The id of a build folder: the hash of its files' names and bytes (the stamped ones aside). */
export function buildIdOf(dist, include = () => true) {
  const hash = createHash('sha256');
  for (const file of filesOf(dist).filter((name) => include(name) && !STAMPED.has(name))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(dist, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The manifest with the build's id in it (so the runtime and the page know which build they run). */
function stamp(text, id) {
  const manifest = JSON.parse(text);
  manifest.metaData = { ...manifest.metaData, buildInfo: { ...manifest.metaData?.buildInfo, buildVersion: id } };
  return JSON.stringify(manifest, null, 2);
}

/**
 * Publishes a build folder (an app's dist/, browser and server builds) into the release folder as
 * `<root>/<id>/`. The copy is made beside it and renamed into place, so a build is either wholly
 * there or not at all. Publishing the same build again changes nothing. `id` is the content hash of
 * the files unless the build has one already (the shell's, which its pages' addresses carry);
 * `include` leaves files out (the shell's server build and page template are no public assets).
 * @returns {{ id: string, dir: string, created: boolean }}
 */
export function publishBuild(dist, root, { remote, id: given, include = () => true, now = new Date() } = {}) {
  if (!given && !existsSync(path.join(dist, MANIFEST))) throw new Error(`${dist} holds no build (no ${MANIFEST}): build it first.`);
  const id = given ?? buildIdOf(dist, include);
  if (!BUILD_ID.test(id)) throw new Error(`"${id}" is not a build id`);
  const dir = path.join(root, id);
  if (existsSync(path.join(dir, BUILD_INFO))) return { id, dir, created: false };
  mkdirSync(root, { recursive: true });
  const staging = path.join(root, `.publishing-${id}-${randomBytes(4).toString('hex')}`);
  try {
    const files = filesOf(dist).filter(include);
    for (const file of files) {
      mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
      const text = STAMPED.has(file) ? stamp(readFileSync(path.join(dist, file), 'utf8'), id) : readFileSync(path.join(dist, file));
      writeFileSync(path.join(staging, file), text);
    }
    const listed = files.map((name) => ({ name, bytes: statSync(path.join(staging, name)).size }));
    const info = {
      id,
      remote: remote ?? JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8')).name,
      publishedAt: now.toISOString(),
      files: listed,
    };
    writeFileSync(path.join(staging, BUILD_INFO), JSON.stringify(info, null, 2));
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another publish of the same build won the rename: the build is there all the same.
    if (existsSync(path.join(dir, BUILD_INFO))) return { id, dir, created: false };
    throw error;
  }
  return { id, dir, created: true };
}

/** What a published build says of itself, or undefined when the folder is no complete build. */
export function buildInfoOf(root, id) {
  if (!BUILD_ID.test(id)) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(root, id, BUILD_INFO), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The published builds, oldest first. */
export function listBuilds(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .map((name) => buildInfoOf(root, name))
    .filter(Boolean)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id.localeCompare(b.id));
}

/** Removes a published build: renamed away first, so no request ever sees half of it. */
export function removeBuild(root, id) {
  if (!BUILD_ID.test(id)) throw new Error(`"${id}" is not a build id`);
  const doomed = path.join(root, `.removing-${id}-${randomBytes(4).toString('hex')}`);
  renameSync(path.join(root, id), doomed);
  rmSync(doomed, { recursive: true, force: true });
}
