// The estimate area's mapping layer: CMS shapes in, the plain view models its components render.
// Exported components that take a CMS shape (EstimateTabs, ContactSuccessHeader) map it here and
// render their *View counterpart, which a caller holding the view model renders directly.
export { tabAreaModel, type TabAreaModel } from './tab-area-model';
export { contactSuccessModel, CONTACT_SUCCESS_DEFAULTS, type ContactSuccessModel } from './contact-success-model';
export { estimateLinkName, formTermsText, FALLBACK_TERMS_TEXT } from './settings-model';
export {
  estimateOfficeContact,
  franchiseEstimateData,
  type EstimateOfficeContact,
  type FranchiseEstimateData,
} from './estimate-office-model';
