// An office's identity as content names it: its path, its label, and the ids other systems know it
// by (a Google-style place id, a RateABiz UUID), stable because they derive from the slug.
import { createHash } from 'node:crypto';
import { lookup, type ZipCode } from 'zipcodes';
import type { Office } from '../content/offices';

export const officePath = (o: Office): string => `offices/${o.slug}`;
/** The locality in the franchise name, e.g. "Rocket City" in "Brightwood Handyman of Rocket City". */
export const officeLabel = (o: Office): string => o.name.replace(/^.* of /, '');

/** A stable, Google-style place id derived from the office slug. */
export function placeId(o: Office): string {
  const h = createHash('sha1').update(`brightwood:${o.slug}`).digest('base64url');
  return `ChIJ${h.slice(0, 23)}`;
}

export function uuid(o: Office): string {
  const h = createHash('md5').update(`ratabiz:${o.slug}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function zipInfo(zip: string): ZipCode {
  const z = lookup(zip);
  if (!z) throw new Error(`ZIP ${zip} is not in the zipcodes package`);
  return z;
}
