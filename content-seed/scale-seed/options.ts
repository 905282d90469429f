// What generateScaleSeed is asked for, checked before anything is written, and the output folder
// made ready (only ever replacing an earlier generated seed).
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from './manifest';

export interface ScaleSeedOptions {
  /** A seed folder with pages/, resources/ and reviews/ (content-api/seed). */
  sourceSeedDir: string;
  /** Created, or replaced when it holds an earlier generated seed; any other non-empty folder is refused. */
  outDir: string;
  /** Offices in the result; up to the real count, the real offices alone. */
  offices: number;
  /** Corporate blog posts in the result; up to the real count, the real posts alone. */
  posts: number;
  randomSeed?: number;
}

export class ScaleSeedError extends Error {
  override readonly name = 'ScaleSeedError';
}

export const LIMITS = { offices: 10_000, posts: 1_000_000 };
export const DEFAULT_RANDOM_SEED = 22;
export const SEED_FOLDERS = ['pages', 'resources', 'reviews'];

export function checkOptions(o: ScaleSeedOptions): void {
  const problems: string[] = [];
  for (const key of ['offices', 'posts'] as const)
    if (!Number.isInteger(o[key]) || o[key] < 0 || o[key] > LIMITS[key])
      problems.push(`${key} must be a whole number from 0 to ${LIMITS[key]}, got ${o[key]}`);
  if (o.randomSeed !== undefined && !Number.isInteger(o.randomSeed))
    problems.push(`randomSeed must be a whole number, got ${o.randomSeed}`);
  if (!fs.existsSync(path.join(o.sourceSeedDir, 'pages', 'offices')))
    problems.push(`${o.sourceSeedDir} is not a seed folder (no pages/offices in it)`);
  if (path.resolve(o.outDir) === path.resolve(o.sourceSeedDir)) problems.push('outDir must not be the source seed folder');
  if (problems.length > 0) throw new ScaleSeedError(problems.join('; '));
}

/** Empties outDir when it is missing, empty or an earlier generated seed; refuses anything else. */
export function prepareOutDir(outDir: string): void {
  if (fs.existsSync(outDir)) {
    const entries = fs.readdirSync(outDir);
    if (entries.length > 0 && !entries.includes(MANIFEST_FILE))
      throw new ScaleSeedError(`${outDir} is not empty and holds no ${MANIFEST_FILE}: refusing to replace it`);
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  fs.mkdirSync(outDir, { recursive: true });
}
