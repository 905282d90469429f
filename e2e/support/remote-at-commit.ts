import { execFileSync, execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

// Remotes deploy on their own, so one built from an older commit must still run beside today's
// shell. These build a remote as it was at a commit, to serve in place of today's.

const ROOT = path.resolve(__dirname, '../..');

/** The version of the package in `shared/<folder>` today. */
export const sharedVersion = (folder: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, 'shared', folder, 'package.json'), 'utf8')) as { version: string }).version;

/** Links that tree's own shared packages by name: one package at shared/ (before the split), or one per folder. */
function linkSharedPackages(tree: string, scope: string): void {
  const shared = path.join(tree, 'shared');
  const folders = existsSync(path.join(shared, 'package.json')) ? [''] : readdirSync(shared);
  for (const folder of folders) {
    const manifest = path.join(shared, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string };
    symlinkSync(path.join(shared, folder), path.join(scope, name.replace('@handyman/', '')));
  }
}

/**
 * Builds `remote` (e.g. 'remote-blog') from `commit` into `<remote>/<distDir>`, with today's
 * node_modules but that commit's shared packages.
 */
export function buildRemoteAt(commit: string, remote: string, distDir: string): void {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
  } catch {
    throw new Error(`Commit ${commit} is not in this clone: this test needs the repository's history (not a shallow clone).`);
  }
  const tree = mkdtempSync(path.join(tmpdir(), `${remote}-${commit}-`));
  try {
    execSync(`git archive ${commit} | tar -x -C "${tree}"`, { cwd: ROOT, stdio: 'ignore' });
    const modules = path.join(tree, 'node_modules');
    mkdirSync(path.join(modules, '@handyman'), { recursive: true });
    for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
      if (entry !== '@handyman' && entry !== '.cache') symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
    }
    linkSharedPackages(tree, path.join(modules, '@handyman'));
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '-c', `${remote}/webpack.config.js`],
      { cwd: tree, env: { ...process.env, DIST_DIR: 'dist' }, stdio: 'ignore' },
    );
    removeBuild(remote, distDir);
    cpSync(path.join(tree, remote, 'dist'), path.join(ROOT, remote, distDir), { recursive: true });
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

export function removeBuild(remote: string, distDir: string): void {
  rmSync(path.join(ROOT, remote, distDir), { recursive: true, force: true });
}

/** The versions of each @handyman shared module the page has loaded, from the federation runtime. */
export function loadedSharedVersions(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded && name.startsWith('@handyman/')) loaded[name] = [...new Set([...(loaded[name] ?? []), version])];
          }
        }
      }
    }
    return loaded;
  });
}
