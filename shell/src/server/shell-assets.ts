import path from 'node:path';
import { publishBuild } from '../../../scripts/release/build-store.mjs';

/** The address the browser assets of each shell build are served under: /assets/<build>/main.js. */
export const SHELL_ASSETS_PATH = '/assets';

/** Files of the browser build that are no public assets: the server build, the page template, maps. */
const NOT_AN_ASSET = /^(?:server\/|index\.html$|ssr-assets\.json$|config\.json$|mf-manifest.*\.json$)|\.map$/;

/**
 * Keeps this server's browser assets in the assets folder under its build's id, beside those of the
 * builds before it, which the folder keeps until `npm run prune-builds -w shell` lets them go: a page
 * rendered by an earlier build (a tab left open, a copy a CDN kept) still loads its own scripts.
 * Several shell servers behind one CDN should share the folder (SHELL_ASSETS_DIR).
 */
export function publishShellAssets(clientDir: string, assetsDir: string, build: string): void {
  publishBuild(clientDir, assetsDir, { remote: 'shell', id: build, include: (file) => !NOT_AN_ASSET.test(file) });
}

/** The default assets folder: beside the build folder (shell/releases for shell/dist). */
export function defaultAssetsDir(clientDir: string): string {
  const dist = path.basename(clientDir);
  return path.join(path.dirname(clientDir), dist === 'dist' ? 'releases' : `releases-${dist}`);
}
