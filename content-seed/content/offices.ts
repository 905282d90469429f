// The franchise offices, read from data/offices: one JSON file per office (its shape is
// office-types.ts) and order.json, the order offices are listed in. ZIPs are real and checked
// against the `zipcodes` package when the pages are built.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkOffice } from './office-checks';
import type { Office } from './office-types';

export type * from './office-types';

export const OFFICES_DIR = join(__dirname, '..', 'data', 'offices');
const ORDER_FILE = 'order.json';

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(OFFICES_DIR, file), 'utf8'));

/** The office slugs in list order; every office file is listed once, and every listed slug has a file. */
function officeOrder(): string[] {
  const order = readJson(ORDER_FILE);
  if (!Array.isArray(order) || !order.every((slug) => typeof slug === 'string')) throw new Error(`${ORDER_FILE} must list office slugs`);
  const files = readdirSync(OFFICES_DIR).filter((name) => name.endsWith('.json') && name !== ORDER_FILE);
  const unlisted = files.map((name) => name.replace(/\.json$/, '')).filter((slug) => !order.includes(slug));
  const missing = order.filter((slug) => !files.includes(`${slug}.json`));
  const twice = order.filter((slug, index) => order.indexOf(slug) !== index);
  if (unlisted.length + missing.length + twice.length > 0) {
    throw new Error(
      `${OFFICES_DIR}/${ORDER_FILE}: not listed ${unlisted.join(', ') || '-'}; no file ${missing.join(', ') || '-'}; twice ${twice.join(', ') || '-'}`,
    );
  }
  return order;
}

function readOffice(slug: string): Office {
  const file = `${slug}.json`;
  const record = checkOffice(readJson(file), `data/offices/${file}`);
  if (record.slug !== slug) throw new Error(`data/offices/${file}: slug is "${record.slug}", not the file name`);
  return { ...record, subPages: true };
}

/** Every office, in list order: all offices have sub-pages. */
export const OFFICES: Office[] = officeOrder().map(readOffice);
