export { ZipLookupForm, zipPlaceholder, type ZipLookupFormProps } from './ZipLookupForm';
export {
  zipLookupDestination,
  FAR_STATE_PARAM,
  NEAREST_MILES_PARAM,
  NEAREST_OFFICE_THRESHOLD,
  stateFinderPath,
  ZIP_LOOKUP_ACTION,
  type ZipDestination,
} from './zip-outcome';
export { invalidZipReturn, ZIP_FORM_PARAMS } from './zip-return';
