import type { Field } from '@handyman/contracts';
import type { TrayOffice } from './tray-office';

// The office trays' mapping layer starts here: each office tray's CMS content (and the office's
// own, for the trays that show it) becomes a plain view model its component renders, so the tray
// components never read the CMS's { Value } envelopes.

/** Fills the office's placeholders ({City}, {Phone}, ...) into content text; '' for no text. */
export type Fill = (text: string | null | undefined) => string;

/** What a tray's mapping may read besides the tray: the placeholders, the office and the address shown. */
export interface OfficeTrayContext {
  fill: Fill;
  /** null outside an office page, where trays that show the office's data show nothing. */
  office: TrayOffice | null;
  /** The address of the page shown, e.g. /offices/summerlin/city/the-lakes. */
  pathname: string;
}

/** A field's text with placeholders filled, or the fallback when the CMS left it empty. */
export const textOr = (field: Field | undefined, fill: Fill, fallback: string): string => fill(field?.Value) || fallback;

/** A field's text with placeholders filled, or undefined when the CMS left it empty (the element is then left out). */
export const optionalText = (field: Field | undefined, fill: Fill): string | undefined => (field?.Value ? fill(field.Value) : undefined);
