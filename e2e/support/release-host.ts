import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../../shell/src/server/static-files.mjs';

// A remote team's static host and their deploy commands, as docs/deploying.md gives them: a release folder
// (RELEASES_DIR) served over HTTP, and the remote's npm scripts (scripts/release/cli.mjs) run in the
// remote's folder to publish builds, release, canary, roll back and prune.

const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);

export interface ReleaseHost {
  /** The host's origin; config.json names `${url}/release.json`. */
  url: string;
  /** Publishes a build folder (`npm run publish-build -w <remote> -- <folder>`); answers its id. */
  publish: (dist: string) => Promise<string>;
  /** Runs one of the remote's deploy commands (release, canary, prune) and answers what it printed. */
  run: (command: 'release' | 'canary' | 'prune', ...args: string[]) => Promise<string>;
  /** Writes release.json by hand, past the commands' checks (as a careless team could). */
  writeRelease: (release: object) => void;
  close: () => Promise<void>;
}

/** A release host for `remote` (the app folder, e.g. "remote-blog", whose federation name is `name`) on `port`. */
export async function startReleaseHost(port: number, remote: string, name: string): Promise<ReleaseHost> {
  const releasesDir = mkdtempSync(path.join(tmpdir(), `releases-${name}-`));
  // Run as a child without blocking this process, which serves the host meanwhile.
  const cli = async (...args: string[]) => {
    const { stdout } = await run(process.execPath, [path.join(root, 'scripts/release/cli.mjs'), ...args], {
      cwd: path.join(root, remote),
      env: { ...process.env, RELEASES_DIR: releasesDir },
      encoding: 'utf8',
    });
    return stdout;
  };
  const server: Server = createStaticServer({ root: path.join(releasesDir, name) });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: `http://localhost:${port}`,
    publish: async (dist) => {
      const id = /build ([0-9a-f]{16})/.exec(await cli('publish', dist))?.[1];
      if (!id) throw new Error(`publishing ${dist} printed no build id`);
      return id;
    },
    run: (command, ...args) => cli(command, ...args),
    writeRelease: (release) => writeFileSync(path.join(releasesDir, name, 'release.json'), JSON.stringify(release)),
    close: async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      rmSync(releasesDir, { recursive: true, force: true });
    },
  };
}
