// The checks a build passes before it may go live (or take a canary's share): it is published whole,
// its manifest reads and names it, its browser and server entries are there, every shared module it
// asks for and every name it imports from one is one the shell hands out, and it was built for the
// route contract this repository's shell accepts. The shell checks again when it picks a
// release up (it loads the build's route module before any page uses it); these checks let a team
// hear of a broken release at once, before it is written.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUILD_ID, buildInfoOf } from './build-store.mjs';

const require = createRequire(import.meta.url);
/** The route contract version the shell of this repository accepts. */
export const ACCEPTED_ROUTE_CONTRACT = require('../../shared/platform/src/routing/route-contract.json').version;
/** The shared modules and names a build asks for that this repository's shell cannot give it. */
const { namesFileOf, parseSharedNames, unsharedModules, unhandedNames } = require('../build/unshared-modules.js');

/**
 * The problems that keep `id` from going live as `remote` (none: it may).
 * @returns {string[]}
 */
export function problemsOfBuild(root, remote, id, { acceptedContract = ACCEPTED_ROUTE_CONTRACT } = {}) {
  if (!BUILD_ID.test(id)) return [`"${id}" is not a build id (16 hex digits, as publish-build prints)`];
  const info = buildInfoOf(root, id);
  if (!info) return [`build ${id} is not published in ${root}`];
  const dir = path.join(root, id);
  const problems = info.files
    .filter((file) => !existsSync(path.join(dir, file.name)) || statSync(path.join(dir, file.name)).size !== file.bytes)
    .map((file) => `${file.name} of build ${id} is missing or changed`);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  } catch (error) {
    return [...problems, `the manifest of build ${id} does not read: ${error.message}`];
  }
  const meta = manifest.metaData ?? {};
  if (manifest.name !== remote) problems.push(`build ${id} is a build of "${manifest.name}", not of "${remote}"`);
  if (meta.buildInfo?.buildVersion !== id)
    problems.push(`the manifest of build ${id} names another build (${meta.buildInfo?.buildVersion})`);
  for (const entry of [meta.remoteEntry, meta.ssrRemoteEntry]) {
    const file = entry ? path.join(entry.path ?? '', entry.name ?? '') : '';
    if (!entry?.name || !existsSync(path.join(dir, file)))
      problems.push(`build ${id} has no ${file || 'entry'} (its browser and server builds must both be published)`);
  }
  for (const name of unsharedModules(manifest))
    problems.push(`build ${id} asks for the shared module ${name}, which the shell does not hand out: release a shell that does first`);
  // Against this checkout's ledger: a build made from a newer checkout than the live shell's
  // passes here, and the running shell refuses it against its own.
  let sharedNames;
  try {
    // A manifest that names no names file is a build from before builds wrote one: it names nothing.
    const file = namesFileOf(manifest);
    sharedNames = file === undefined ? undefined : parseSharedNames(readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    problems.push(`the names file of build ${id} does not read: ${error.message}`);
  }
  for (const name of unhandedNames(sharedNames))
    problems.push(`build ${id} imports ${name}, which the shell does not hand out: release a shell that does first`);
  if (meta.routeContract !== acceptedContract) {
    problems.push(
      `build ${id} follows route contract ${meta.routeContract ?? 'unknown'}; the shell accepts ${acceptedContract}: rebuild it against this release`,
    );
  }
  return problems;
}
