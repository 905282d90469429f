// Lints code snippets as if they were files of the repo: reads [{file, code}] as JSON on stdin and
// prints, per snippet, the rule ids and messages ESLint reports. Used by the boundary tests, which
// run under jest and cannot load the ESM flat config in-process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: root });
let input = '';
for await (const chunk of process.stdin) input += chunk;
const results = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
