import { type LocalOffice } from '@handyman/contracts';

/** A complete five-digit ZIP: the point at which a form looks for the office serving it. */
export const FULL_ZIP = /^\d{5}$/;

/** An office's territory: its owned and allowed ZIPs, merged. */
export function territoryOf(office: LocalOffice): string[] {
  return [...(office.OwnedZipcodes ?? []), ...(office.AllowedZipcodes ?? [])];
}

/** The first office, in list order, whose territory holds the ZIP. */
export function matchOfficeByZip(offices: readonly LocalOffice[], zip: string): LocalOffice | undefined {
  return offices.find((office) => territoryOf(office).includes(zip));
}

/** A site-relative office path without surrounding slashes, e.g. "offices/summerlin". */
export function officePathOf(url: string): string {
  return url.replace(/^\/+|\/+$/g, '');
}
