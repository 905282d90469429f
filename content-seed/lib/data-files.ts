// Reads the words a person edits from data/: HTML copy as .html files, lists and records as .json.
// Copy may hold {{name}} placeholders for values that live in code (the site's host, the SMS terms);
// a placeholder with no value is an error, so a typo never reaches a page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR = join(__dirname, '..', 'data');

/** The text of data/<file> without its final newline, with each {{name}} replaced by values[name]. */
export function dataText(file: string, values: Record<string, string> = {}): string {
  const text = readFileSync(join(DATA_DIR, file), 'utf8').replace(/\n$/, '');
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`data/${file}: no value for {{${name}}}`);
    return value;
  });
}

/** The parsed data/<file>; the caller's type says what it holds, its reader checks what matters. */
export function dataJson<T>(file: string): T {
  const path = join(DATA_DIR, file);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new Error(`data/${file}: ${(error as Error).message}`);
  }
}

const ORDER_FILE = 'order.json';

/**
 * The records of a folder data/<dir>: one <name>.json each, in the order data/<dir>/order.json
 * lists their names. A file the list misses, a name with no file or a name listed twice is an error.
 */
export function orderedRecords(dir: string): { name: string; file: string; data: unknown }[] {
  const order = dataJson<unknown>(`${dir}/${ORDER_FILE}`);
  if (!Array.isArray(order) || !order.every((name) => typeof name === 'string'))
    throw new Error(`data/${dir}/${ORDER_FILE} must list names`);
  const files = readdirSync(join(DATA_DIR, dir)).filter((name) => name.endsWith('.json') && name !== ORDER_FILE);
  const unlisted = files.map((name) => name.replace(/\.json$/, '')).filter((name) => !order.includes(name));
  const missing = order.filter((name) => !files.includes(`${name}.json`));
  const twice = order.filter((name, index) => order.indexOf(name) !== index);
  if (unlisted.length + missing.length + twice.length > 0) {
    const list = (names: string[]) => names.join(', ') || '-';
    throw new Error(`data/${dir}/${ORDER_FILE}: not listed ${list(unlisted)}; no file ${list(missing)}; listed twice ${list(twice)}`);
  }
  return order.map((name) => ({ name, file: `data/${dir}/${name}.json`, data: dataJson(`${dir}/${name}.json`) }));
}
