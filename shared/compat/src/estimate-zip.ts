// @handyman/estimate/zip, the ZIP form's entry before it moved to @handyman/offices. The shell
// provides this module under that share key (scripts/build/shared-modules.js), so a remote built
// before the move still gets the one copy of the page.
export {
  FAR_STATE_PARAM,
  NEAREST_MILES_PARAM,
  NEAREST_OFFICE_THRESHOLD,
  ZIP_FORM_PARAMS,
  ZIP_LOOKUP_ACTION,
  ZipLookupForm,
  invalidZipReturn,
  stateFinderPath,
  zipLookupDestination,
  zipPlaceholder,
} from '@handyman/offices';
