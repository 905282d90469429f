import path from 'node:path';

/**
 * The folder an app's published builds go to and its static host serves: `<RELEASES_DIR>/<name>`
 * when RELEASES_DIR is set (one static host for every remote: /blog/<build>/...), else the app's own
 * releases/ folder (git-ignored), which `npm start` serves on the app's port. Builds made into
 * another DIST_DIR (benchmarks, tests) get a folder of their own: releases-<DIST_DIR>.
 */
export function releaseFolderOf(app, env = process.env) {
  if (env.RELEASES_DIR) return path.resolve(env.RELEASES_DIR, app.name);
  const dist = env.DIST_DIR || 'dist';
  return path.join(app.dir, dist === 'dist' ? 'releases' : `releases-${dist}`);
}
