// @handyman/offices: offices and ZIP codes, for every app. A federation singleton: the page has one
// copy, the shell's. It sits on @handyman/platform (the content client and store); the estimate
// form and the trays build on it.
//
// <ZipLookupForm content tone headingLevel />   the find-your-office box: a ZIP leads to the nearest
//               office, or to the finder's page of the visitor's state when it is farther than
//               NEAREST_OFFICE_THRESHOLD miles. Without script it is a GET form to ZIP_LOOKUP_ACTION,
//               which the shell's server answers with zipLookupDestination (and invalidZipReturn for
//               a ZIP that is not one, back to the box it was typed in).
// <ZipLookupFormView content />  the same box on a ZipFormModel (zipFormModel(cmsContent)), for a
//               caller whose loader maps the content
// lookupZipOnce(zip)         the page's one ZIP lookup per ZIP (GET external-services/zip-code-lookup)
// territoryOfficePath(answer) the office whose territory holds the ZIP, from a lookup's answer
// useZipPlace(zip)           the city and state of a complete ZIP
// matchOfficeByZip, territoryOf   an office list's territories (for lists that carry them)
export { ZipLookupForm, ZipLookupFormView, type ZipLookupFormProps, type ZipLookupFormViewProps } from './zip/ZipLookupForm';
export { zipFormModel, zipPlaceholder, type ZipFormCms, type ZipFormModel } from './views/zip-form-model';
export {
  zipLookupDestination,
  FAR_STATE_PARAM,
  NEAREST_MILES_PARAM,
  NEAREST_OFFICE_THRESHOLD,
  stateFinderPath,
  ZIP_LOOKUP_ACTION,
  type ZipDestination,
} from './zip/zip-outcome';
export { invalidZipReturn, ZIP_FORM_PARAMS } from './zip/zip-return';
export { FULL_ZIP, matchOfficeByZip, officePathOf, territoryOf } from './office-match';
export { lookupZipOnce, territoryOfficePath } from './zip-answer';
export { useZipPlace, type ZipPlace } from './use-zip-place';
