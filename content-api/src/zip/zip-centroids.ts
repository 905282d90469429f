import { codes } from 'zipcodes';

export interface ZipPlace {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  /** Two-letter state abbreviation. */
  state: string;
}

export type ZipLocator = (zip5: string) => ZipPlace | undefined;

/** US ZIP centroid from the `zipcodes` data set (server side only); Canadian codes are ignored. */
export const lookupUsZip: ZipLocator = (zip5) => {
  const place = Object.prototype.hasOwnProperty.call(codes, zip5) ? codes[zip5] : undefined;
  if (!place || place.country !== 'US') return undefined;
  return { zip: place.zip, latitude: place.latitude, longitude: place.longitude, city: place.city, state: place.state };
};

export const ZIP_QUERY_PATTERN = /^(\d{5})(?:-\d{4})?$/;

/** The five-digit part of a ZIP or ZIP+4, undefined for anything else. */
export function zip5Of(value: string): string | undefined {
  return ZIP_QUERY_PATTERN.exec(value.trim())?.[1];
}
