// Building blocks of CMS-shaped content. The content service wraps scalar fields as { Value }
// objects and lists that may hold one item or many; these types and helpers name that shape.

/** A scalar CMS field. */
export interface Field<T extends string = string> {
  Value: T;
}

/** An image field; Value is a media path relative to the media host. */
export interface ImageField {
  Value: string;
  AlternateText?: string;
  Width?: string;
  Height?: string;
}

/** A link to a page (or, with Schema VirtualLink, to CustomURL outside the site). */
export interface PageLink {
  ID?: string;
  Name: string;
  /** Link text; Name is used when empty. */
  Link?: string;
  /** Site-relative path without a leading slash, e.g. "offices/summerlin". */
  URL: string;
  Schema?: string;
  CustomURL?: string;
  Changed?: string;
}

/** The CMS sends a single object where a list has one item. */
export type OneOrMany<T> = T | T[];

export function asArray<T>(value: OneOrMany<T> | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
