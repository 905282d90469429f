// Used by the process tests and the benchmark: a real service process, not an in-process app.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServiceProcess {
  child: ChildProcess;
  baseUrl: string;
  /** The operations listener (/healthz, /readyz, /metrics). */
  opsUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const OUTPUT_TAIL_CHARS = 64 * 1024;
const PACKAGE_DIR = path.join(__dirname, '..', '..');

/** Whether the service still imports its seed, from its /readyz (which carries `import` meanwhile). */
export async function isImporting(opsUrl: string): Promise<boolean> {
  const body = (await (await fetch(`${opsUrl}/readyz`)).json()) as { import?: unknown };
  return body.import !== undefined;
}

async function contentServed(service: ServiceProcess): Promise<ServiceProcess> {
  let exited = false;
  void service.exited.then(() => (exited = true));
  while (await isImporting(service.opsUrl)) {
    if (exited) throw new Error(`service exited while importing its seed:\n${service.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return service;
}

/**
 * Starts `node --import tsx src/main.ts` as a real process and resolves once it listens and serves
 * content (a changed seed imported); with `{ importing: true }`, as soon as it listens.
 */
export async function startServiceProcess(env: Record<string, string>, { importing = false } = {}): Promise<ServiceProcess> {
  const service = await listeningService(env);
  return importing ? service : contentServed(service);
}

function listeningService(env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: { PATH: process.env.PATH ?? '', CONTENT_API_PORT: '0', CONTENT_API_HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      // Keep a bounded tail: a long-running service (the benchmark) logs a lot.
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
      if (listening) return;
      const match = /content-api listening on (http:\/\/[^\s"]+) \(operations: (http:\/\/[^\s")]+)\)/.exec(output);
      if (!match?.[1] || !match[2]) return;
      listening = true;
      resolve({ child, baseUrl: match[1], opsUrl: match[2], output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`service exited (${code ?? signal}) before listening:\n${output}`)));
  });
}
