import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';

// A remote team's change, built as the team builds it: a copy of the remote's source, edited, then
// its own webpack config in production (browser and server builds) into the copy's dist folder.
// The copy sits beside the apps in the repository root (git-ignored `.e2e-*`), so its
// webpack.config.js finds ../webpack.common.js and the root node_modules exactly as the original does.

const root = path.resolve(__dirname, '../..');
const WEBPACK = path.join(root, 'node_modules/webpack/bin/webpack.js');

export interface RemoteCopy {
  /** The copy's folder; its build goes to `dist` inside it. */
  dir: string;
  /** The copy's build folder (what a host serves). */
  dist: string;
  /** Writes a file of the copy (a path inside it, such as `src/pages/x/X.tsx`). */
  write: (file: string, text: string) => void;
  /** Rewrites a file of the copy; fails when `change` leaves it as it was. */
  edit: (file: string, change: (text: string) => string) => void;
  /** Builds the copy for production (browser and server builds). */
  build: () => Promise<void>;
  /** Stops a build still running, then deletes the copy. */
  remove: () => Promise<void>;
}

/** Copies an app's source (not its builds or node_modules) to a new folder in the repository root. */
export function copyRemote(folder: string): RemoteCopy {
  const source = path.join(root, folder);
  const dir = mkdtempSync(path.join(root, `.e2e-${folder}-`));
  cpSync(source, dir, { recursive: true, filter: (file) => !/^(node_modules|dist.*)$/.test(path.relative(source, file)) });
  const inCopy = (file: string) => path.join(dir, file);
  let running: ChildProcess | undefined;
  return {
    dir,
    dist: inCopy('dist'),
    write: (file, text) => {
      mkdirSync(path.dirname(inCopy(file)), { recursive: true });
      writeFileSync(inCopy(file), text);
    },
    edit: (file, change) => {
      const before = readFileSync(inCopy(file), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`the edit left ${file} unchanged`);
      writeFileSync(inCopy(file), after);
    },
    build: () => {
      running = startBuild(dir);
      return finished(running, dir);
    },
    remove: async () => {
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running!.once('exit', resolve));
        // The build's own group: webpack and the minifier workers it started.
        process.kill(-running.pid!, 'SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts webpack with the folder's config; no persistent cache, so nothing of the copy outlives it. */
function startBuild(dir: string): ChildProcess {
  const child = spawn(process.execPath, [WEBPACK, '--mode', 'production', '--no-cache', '-c', 'webpack.config.js'], {
    cwd: dir,
    env: { ...process.env, DIST_DIR: 'dist', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, which remove() can stop whole.
    detached: true,
  });
  // A build takes both cores for a while: the servers the other tests talk to come first.
  try {
    if (child.pid !== undefined) setPriority(child.pid, 10);
  } catch {
    // Not allowed here: the build runs at normal priority.
  }
  return child;
}

function finished(child: ChildProcess, dir: string): Promise<void> {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack failed (${code}) in ${dir}:\n${output.slice(-4000)}`)),
    );
  });
}
