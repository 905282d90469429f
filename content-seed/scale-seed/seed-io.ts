// File helpers of the generator: read the source seed, write the generated one.
import fs from 'node:fs';
import path from 'node:path';

/** Every file under dir, as paths relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk('');
  return out.sort();
}

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Writes files under one root, creating each folder once. */
export class SeedWriter {
  private readonly made = new Set<string>();
  files = 0;
  constructor(readonly root: string) {}

  write(rel: string, text: string): void {
    const file = path.join(this.root, rel);
    const dir = path.dirname(file);
    if (!this.made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.made.add(dir);
    }
    fs.writeFileSync(file, text);
    this.files++;
  }

  writeJson(rel: string, value: unknown): void {
    this.write(rel, `${JSON.stringify(value, null, 2)}\n`);
  }
}
