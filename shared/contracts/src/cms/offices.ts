/** One entry of GET localoffice/orderby/state. */
export interface LocalOffice {
  Name: string;
  City: string;
  State: string;
  StateAbbreviation: string;
  PhoneNumber: string;
  HomePageLink: { URL: string };
  SchedulePageLink: { URL: string };
  OwnedZipcodes: string[];
  AllowedZipcodes: string[];
}

export interface NearbyOffice {
  /** Great-circle miles from the ZIP's centroid, unrounded; 0 inside the office's territory. */
  distanceFromOrigin: number;
  /** Site-relative home page path, e.g. "offices/summerlin". */
  officeHomePage: string;
  officeName?: string;
  /** True when the ZIP is in the office's owned or allowed ZIPs (such an office comes first). */
  inTerritory?: boolean;
  /** The office phone, e.g. "702-555-0142" (an addition of this service; the estimate form offers it). */
  phone?: string;
}

/** GET external-services/zip-code-lookup?zipCode=Z */
export interface ZipLookupResponse {
  isUnservicableZipCode: boolean;
  listOfOfficesNearestToFarthest: NearbyOffice[];
  originState: string;
  /** City of the ZIP's centroid (an addition of this service; the estimate form fills the city with it). */
  originCity?: string;
}

/** How many offices GET external-services/zip-code-lookup answers at most, nearest first. */
export const ZIP_LOOKUP_MAX_OFFICES = 5;

/**
 * Miles from a ZIP within which its nearest office serves it: the ZIP lookup sends the visitor
 * there, and the booking page books with it; farther, no office serves the ZIP yet.
 */
export const NEAREST_OFFICE_MILES = 50;

/** True for an office's home path as the site writes it ("offices/summerlin"), and nothing else. */
export function isOfficeHomePath(value: string): boolean {
  return /^offices\/[a-z0-9-]{1,80}$/.test(value);
}
