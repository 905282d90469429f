export { ZipLookupForm, zipPlaceholder, type ZipLookupFormProps } from './ZipLookupForm';
export { zipLookupDestination, NEAREST_OFFICE_THRESHOLD, type ZipDestination } from './zip-outcome';
