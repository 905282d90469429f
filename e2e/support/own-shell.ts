import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The built shell server as a process of the test's own (node shell/dist/server/server.js), its
// JSON log lines collected: for tests that read its logs or send it signals.

export interface OwnShell {
  url: string;
  /** Its operations listener (readiness, metrics), on a port of its own. */
  opsUrl: string;
  child: ChildProcess;
  /** The log lines written so far, parsed. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

const root = path.resolve(__dirname, '../..');

export async function startOwnShell(port: number, config: unknown, env: Record<string, string> = {}): Promise<OwnShell> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'own-shell-')), 'config.json');
  writeFileSync(file, JSON.stringify(config));
  const server = path.join(root, 'shell', process.env.DIST_DIR || 'dist', 'server', 'server.js');
  const child = spawn(process.execPath, [server], {
    // The operations listener on any free port (the log says which): clear of every other test's.
    env: { ...process.env, SHELL_PORT: String(port), SHELL_OPS_PORT: '0', SHELL_CONFIG: file, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let buffered = '';
  const read = (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ unparsed: line });
      }
    }
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 20_000;
  while (!logs.some((line) => String(line.msg ?? '').includes('http://localhost'))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the shell did not start: ${JSON.stringify(logs.slice(-3))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const started = logs.find((line) => String(line.msg ?? '').includes('http://localhost'));
  return {
    url: `http://localhost:${port}`,
    opsUrl: String(started?.operations ?? ''),
    child,
    logs,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
