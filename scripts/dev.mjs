// `npm run dev`: content-api (restarts on change) and every app's webpack dev server, each on its
// port. To work on one remote alone, run `npm run dev -w <remote>` instead (see docs/development.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, portOf } from './local-apps.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
const children = [];

function run(label, command, args, cwd) {
  const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  children.push(child);
}

run('content-api', process.execPath, ['--import', 'tsx', '--watch', 'src/main.ts'], path.join(root, 'content-api'));
for (const app of Object.values(apps)) {
  run(path.basename(app.dir), process.execPath, [webpackCli, 'serve', '--mode', 'development'], app.dir);
}
console.log(`Starting… the site will be at http://localhost:${portOf(apps.shell)} once the dev servers have compiled.`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
