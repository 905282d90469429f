export { NEAREST_OFFICE_THRESHOLD, ZIP_LOOKUP_ACTION, ZipLookupForm, zipLookupDestination, zipPlaceholder } from '@handyman/offices';
