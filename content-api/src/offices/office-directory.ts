import type { LocalOffice } from '@handyman/contracts';
import { recordOf, stringList, textOf, type JsonRecord } from '../content/read';
import type { SeedPage } from '../content/seed-loader';
import { isValidCoordinates, type Coordinates } from '../zip/great-circle';
import { zip5Of, type ZipLocator } from '../zip/zip-centroids';

/** An office as the service needs it: its public listing plus where it is. */
export interface OfficeSite {
  homePage: string;
  listing: LocalOffice;
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

function scheduleUrl(control: JsonRecord, homePage: string, publicBaseUrl: string): string {
  const link = recordOf(control.SchedulePageLink);
  const given = textOf(link.CustomURL) || textOf(link.URL);
  if (given !== '') return given;
  const office = homePage.split('/').pop() ?? homePage;
  return `${publicBaseUrl}/scheduling?office=${encodeURIComponent(office)}`;
}

function toOffice(page: SeedPage, options: OfficeDirectoryOptions, warnings: string[]): OfficeSite {
  const control = recordOf(page.page.FranchiseCorporateControl);
  const context = `Office ${page.key}`;
  return {
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
      OwnedZipcodes: zipList(control.OwnedZipcodes, `${context} OwnedZipcodes`, warnings),
      AllowedZipcodes: zipList(control.AllowedZipcodes, `${context} AllowedZipcodes`, warnings),
    },
  };
}

/** Offices derived from the franchise home pages, ordered by state name then office name. */
export function buildOfficeDirectory(pages: readonly SeedPage[], options: OfficeDirectoryOptions, warnings: string[]): OfficeSite[] {
  return pages
    .filter((page) => page.schema === 'FranchiseHomePage')
    .map((page) => toOffice(page, options, warnings))
    .sort(
      (a, b) =>
        a.listing.State.localeCompare(b.listing.State, 'en') ||
        a.listing.Name.localeCompare(b.listing.Name, 'en') ||
        a.homePage.localeCompare(b.homePage),
    );
}

/** The office whose territory (owned, then allowed ZIPs, in list order) holds the ZIP, if any. */
export function officeServingZip(offices: readonly OfficeSite[], zip: string): OfficeSite | undefined {
  const zip5 = zip5Of(zip);
  if (zip5 === undefined) return undefined;
  return (
    offices.find((office) => office.listing.OwnedZipcodes.includes(zip5)) ??
    offices.find((office) => office.listing.AllowedZipcodes.includes(zip5))
  );
}
