import type { Field, ImageField } from '@handyman/contracts';

// The CMS envelope stops here: these helpers read { Value } fields so the view models (and the
// components that show them) hold plain strings, booleans and lists.

/** Fills an office's placeholders ({City}, {Phone}, ...) into content text; '' for no text. */
export type Fill = (text: string | null | undefined) => string;

/** No office: content is shown as written. */
export const asWritten: Fill = (text) => text ?? '';

/** A field's raw text ('' when the field is missing). */
export const rawText = (field: Field | undefined): string => field?.Value ?? '';

/** A field's text with placeholders filled, or undefined when the CMS left it empty (the element is then left out). */
export function optionalText(field: Field | undefined, fill: Fill): string | undefined {
  return field?.Value ? fill(field.Value) : undefined;
}

/** CMS flags are 'Yes' or 'No'; anything but 'Yes' is off. */
export const isYes = (field: Field | undefined): boolean => field?.Value === 'Yes';

/**
 * An image as the media components take it (a media path with its alternate text and size), or
 * undefined when there is none: a view never holds an image without a path.
 */
export const imageOf = (image: ImageField | null | undefined): ImageField | undefined => (image?.Value ? image : undefined);
