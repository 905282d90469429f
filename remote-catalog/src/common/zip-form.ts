import type { ZipFormContent } from '@handyman/contracts';

/** The office finder's words when a page's content has none of its own. */
export const DEFAULT_ZIP_FORM: ZipFormContent = {
  Heading: { Value: 'Find Your Local Office' },
  PlaceholderText: { Value: 'Enter your zip code' },
  TextBelowInput: { Value: 'Enter the zip code where the work will be done.' },
  HandymanMatters: { Value: '' },
};
