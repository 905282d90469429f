// What the services and packages pages (service-pages.ts, package-pages.ts) share: the date they
// changed and the ZIP form, which other pages show too.
import type { ZipFormContent } from '@handyman/contracts';
import { f } from '../lib/seed-helpers';

export const CHANGED = '2026-09-15T14:00:00Z';

export const ZIP_FORM: ZipFormContent = {
  Heading: f('Find a Brightwood Handyman Near You'),
  PlaceholderText: f('Enter your zip code'),
  TextBelowInput: f('Enter the zip code where the work will be done.'),
  HandymanMatters: f('Local craftsmen. Written estimates. Work that is guaranteed.'),
};
