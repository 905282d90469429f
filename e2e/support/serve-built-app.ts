import { spawn } from 'node:child_process';
import path from 'node:path';

export interface RunningServer {
  stop: () => Promise<void>;
}

const root = path.resolve(__dirname, '../..');

/** Serves one built app with `scripts/serve-app.mjs` in a child process, with extra environment. */
export async function serveBuiltApp(folder: string, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve-app.mjs'), folder], {
    // A shell's operations listener on any free port: clear of every other test's.
    env: { ...process.env, SHELL_OPS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${folder} did not start`)), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://localhost')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`${folder} exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
