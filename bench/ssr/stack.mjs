// The stack the SSR bench measures: a production build in dist-bench, served by scripts/start.mjs
// on a port block of its own (so it never clashes with `npm start`, the tests or the other bench).
import { spawn, execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portBlockEnv } from '../../apps.config.js';
import { environment } from './report.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST_DIR = 'dist-bench';
/** Every default port + 500 (3500-3503 and 4500 unless ports.json changes). */
export const PORTS = portBlockEnv(500);
export const SHELL = `http://localhost:${PORTS.SHELL_PORT}`;
export const CONTENT_API = `http://localhost:${PORTS.CONTENT_API_PORT}`;

/** Production build of the four apps (browser and server builds) into dist-bench. */
export function build() {
  execFileSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, DIST_DIR }, stdio: 'ignore' });
}

/**
 * A Lighthouse bench's start: the date, commit, machine and load it runs on (logged, and returned
 * for its results), then the build into dist-bench unless the command line says --no-build.
 */
export function benchStart(log) {
  const env = environment(root);
  log(`load average ${env.loadAverage.join(', ')} on ${os.cpus().length} cores`);
  if (!process.argv.includes('--no-build')) {
    log('production build into dist-bench...');
    build();
  }
  return env;
}

/** Starts content-api, the remotes and the shell's server; resolves once start.mjs says the site is ready. */
export async function startStack(extraEnv = {}) {
  const env = {
    ...process.env,
    ...PORTS,
    DIST_DIR,
    LOG_LEVEL: 'warn',
    CONTENT_API_DB: path.join(os.tmpdir(), `bench-ssr-${process.pid}.db`),
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the stack did not start within 120 s')), 120_000);
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('The site is ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited with ${code}`));
    });
  });
  child.stdout.resume();
  return child;
}

/** Stops the stack started above and waits for it to exit. */
export async function stopStack(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** The address of the newest blog post content-api has (the benches measure a post that exists). */
export async function newestPostPath() {
  const answer = await fetch(`${CONTENT_API}/api/search?filters=type=BlogPost&sort=DatePublished=dec&resultsPerPage=1`).then((response) =>
    response.json(),
  );
  const post = answer.results?.[0]?.BlogPost;
  if (!post?.URL) throw new Error('content-api has no blog post to measure');
  return `/${post.URL.replace(/^\//, '')}`;
}

/** The five pages measured, one per main page type; the blog post is the newest one content-api has. */
export async function benchPages() {
  return [
    { name: 'home', path: '/' },
    { name: 'office home', path: '/offices/summerlin' },
    { name: 'blog post', path: await newestPostPath() },
    { name: 'services index', path: '/services' },
    { name: 'package', path: '/packages/curb-appeal' },
  ];
}

/** Asks for each page until it answers 200 (the first renders load the remotes' server builds), 60 s at most. */
export async function warmUp(pages) {
  const deadline = Date.now() + 60_000;
  for (const page of pages) {
    let status = 0;
    while (status !== 200) {
      status = await fetch(`${SHELL}${page.path}`).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      if (status !== 200 && Date.now() > deadline) throw new Error(`${page.path} still answers ${status} after 60 s`);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
