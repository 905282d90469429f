export { ZipLookupForm, zipPlaceholder, type ZipLookupFormProps } from './ZipLookupForm';
export { zipLookupDestination, NEAREST_OFFICE_THRESHOLD, ZIP_LOOKUP_ACTION, type ZipDestination } from './zip-outcome';
