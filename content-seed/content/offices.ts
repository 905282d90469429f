// The franchise offices, read from data/offices: one JSON file per office (its shape is
// office-types.ts) and order.json, the order offices are listed in. ZIPs are real and checked
// against the `zipcodes` package when the pages are built.
import { join } from 'node:path';
import { DATA_DIR, orderedRecords } from '../lib/data-files';
import { checkOffice } from './office-checks';
import type { Office } from './office-types';

export type * from './office-types';

export const OFFICES_DIR = join(DATA_DIR, 'offices');

/** Every office, in list order: all offices have sub-pages. */
export const OFFICES: Office[] = orderedRecords('offices').map(({ name, file, data }) => {
  const record = checkOffice(data, file);
  if (record.slug !== name) throw new Error(`${file}: slug is "${record.slug}", not the file name`);
  return { ...record, subPages: true };
});
