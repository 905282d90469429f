// Runs a command on another Node.js line than the project's own, e.g. the unit tests on Node 22:
//
//   node scripts/node-line.mjs 22 node_modules/jest/bin/jest.js [jest arguments]
//
// The project runs Node 24 (the `node` devDependency). Node 22 is the other supported LTS line: CI
// runs the unit tests on it too, so a crash that only one line has cannot land unnoticed. The Node
// build comes from the npm registry (`node-<os>-<arch>@<line>`, the newest release of the line) and
// is kept under node_modules/.cache/node-lines/, so only the first run downloads it. The command
// runs with that Node first on the PATH, and so do the processes it starts with process.execPath.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [line, script, ...args] = process.argv.slice(2);
if (!/^\d+$/.test(line ?? '') || !script) {
  console.error('usage: node scripts/node-line.mjs <major version> <script> [arguments]');
  process.exit(2);
}

const cacheDir = path.join(root, 'node_modules', '.cache', 'node-lines', line);
const binary = path.join(cacheDir, 'package', 'bin', 'node');

function install() {
  fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const name = `node-${process.platform}-${process.arch}@${line}`;
  console.error(`node-line: fetching ${name} from the npm registry`);
  const tarball = execFileSync('npm', ['pack', '--silent', name], { cwd: cacheDir, encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', tarball], { cwd: cacheDir });
  fs.rmSync(path.join(cacheDir, tarball));
}

if (!fs.existsSync(binary)) install();
const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
console.error(`node-line: running ${script} on Node ${version}`);
const child = spawn(binary, [script, ...args], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}` },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
