// @handyman/estimate/form: the estimate form alone (see EstimateForm in the package root's
// index). A page loads it by itself when the form is a section of its own (EstimateFormNearView):
// the package root would bring the tab area and the rest of the package with it.
export { EstimateForm, type EstimateFormProps, type EstimateSuccess } from './EstimateForm';
export type { EstimateFormVariant } from './estimate-messages';
