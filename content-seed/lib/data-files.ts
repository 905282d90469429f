// Reads the words a person edits from data/: HTML copy as .html files, lists and records as .json.
// Copy may hold {{name}} placeholders for values that live in code (the site's host, the SMS terms);
// a placeholder with no value is an error, so a typo never reaches a page.
import { readFileSync } from 'node:fs';
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
