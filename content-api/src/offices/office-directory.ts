import type { OfficeListing } from '@handyman/contracts';
import { recordOf, stringList, textOf, type JsonRecord } from '../content/read';
import type { SeedPage } from '../content/seed-loader';
import { isValidCoordinates, type Coordinates } from '../zip/great-circle';
import { zip5Of, type ZipLocator } from '../zip/zip-centroids';

/** An office as the service needs it: its public listing (without territory) plus where it is. */
export interface OfficeSite {
  homePage: string;
  listing: OfficeListing;
  /** The office's id in the field-service platform ('' when content names none). */
  serviceTitanId: string;
  /** Undefined when neither coordinates nor a known ZIP were given; such an office matches by territory only. */
  location: Coordinates | undefined;
}

export interface OfficeDirectoryOptions {
  locate: ZipLocator;
  /** Base of the default scheduling link, for offices whose content names none. */
  publicBaseUrl: string;
}

function zipList(value: unknown, context: string, warnings: string[]): string[] {
  const zips: string[] = [];
  for (const raw of stringList(value)) {
    const zip = zip5Of(raw);
    if (zip === undefined) warnings.push(`${context}: "${raw}" is not a ZIP code; ignored.`);
    else if (!zips.includes(zip)) zips.push(zip);
  }
  return zips;
}

function locationOf(control: JsonRecord, locate: ZipLocator, context: string, warnings: string[]): Coordinates | undefined {
  const latitude = Number.parseFloat(textOf(control.Latitude));
  const longitude = Number.parseFloat(textOf(control.Longitude));
  if (isValidCoordinates(latitude, longitude)) return { latitude, longitude };
  const place = locate(zip5Of(textOf(control.ZipCode)) ?? '');
  if (place) return { latitude: place.latitude, longitude: place.longitude };
  warnings.push(`${context}: no Latitude/Longitude and no known ZipCode; it is found by its territory only.`);
  return undefined;
}

/** The office's own scheduling page, as its content names it ('' for none). */
export function ownScheduleUrl(control: JsonRecord): string {
  const link = recordOf(control.SchedulePageLink);
  return (textOf(link.CustomURL) || textOf(link.URL)).trim();
}

function scheduleUrl(control: JsonRecord, homePage: string, publicBaseUrl: string): string {
  const given = ownScheduleUrl(control);
  if (given !== '') return given;
  const office = homePage.split('/').pop() ?? homePage;
  return `${publicBaseUrl}/scheduling?office=${encodeURIComponent(office)}`;
}

/** An office and the ZIPs of its territory, in the seed's order. */
export interface OfficeWithTerritory {
  site: OfficeSite;
  owned: string[];
  allowed: string[];
}

/** The office a franchise home page describes, with its territory; oddities become warnings. */
export function officeOf(page: SeedPage, options: OfficeDirectoryOptions, warnings: string[]): OfficeWithTerritory {
  const control = recordOf(page.page.FranchiseCorporateControl);
  const context = `Office ${page.key}`;
  const site: OfficeSite = {
    homePage: page.key,
    serviceTitanId: textOf(control.ServiceTitanID),
    location: locationOf(control, options.locate, context, warnings),
    listing: {
      Name: textOf(control.FranchiseName) || textOf(page.page.Name),
      City: textOf(control.City),
      State: textOf(control.State),
      StateAbbreviation: textOf(control.StateAbbreviation),
      PhoneNumber: textOf(control.PhoneNumber),
      HomePageLink: { URL: page.key },
      SchedulePageLink: { URL: scheduleUrl(control, page.key, options.publicBaseUrl) },
    },
  };
  return {
    site,
    owned: zipList(control.OwnedZipcodes, `${context} OwnedZipcodes`, warnings),
    allowed: zipList(control.AllowedZipcodes, `${context} AllowedZipcodes`, warnings),
  };
}

/** Directory order: state name, then office name. */
export function compareOffices(a: OfficeSite, b: OfficeSite): number {
  return (
    a.listing.State.localeCompare(b.listing.State, 'en') ||
    a.listing.Name.localeCompare(b.listing.Name, 'en') ||
    a.homePage.localeCompare(b.homePage)
  );
}
