// The estimate request form, shared by the shell (modal, home tab area, full-page form) and the
// franchise pages. Which office a ZIP belongs to, and the find-your-office ZIP form, are
// @handyman/offices'.
//
// <EstimateForm variant franchise submitText onSuccess />
//   variant     'modal' | 'page' (default) | 'new-franchise' ('GET YOUR ESTIMATE' button)
//   franchise   { homePath, phone } of the office whose page shows the form (build it with
//               franchiseEstimateData(home)): its phone shows until a typed ZIP matches an office, and
//               the request names it (officePath); content-api sends the request to the ZIP's office,
//               else this one, and its answer names the office (contact_success page, phone)
//   submitText  button text configured in content ('' shows 'Submit')
//   onSuccess   called with { officePath, successPath, leadId } instead of the redirect to
//               /{office}/contact_success or /contact_success (the estimate modal and campaign pages
//               show <ThankYou> in a Dialog from @handyman/platform/ui instead)
//
// Without script the form posts itself to the page's address (method post, urlencoded); the shell's
// server reads it with readEstimatePost, and its answer puts an EstimateSubmission under
// ESTIMATE_SUBMISSION_KEY in the render's cache for the form to show again. Every server render
// holds the form stamp too (its signed render time, under ESTIMATE_POST_FIELDS.shown), which the
// form posts back.
//
// <EstimateTabs content page estimateForm /> takes the page's CMS TabContent; <EstimateTabsView>
// takes its TabAreaModel (tabAreaModel(content)), as <ContactSuccessHeaderView> takes a
// ContactSuccessModel: the CMS shapes are read only in ./views.
//
// useEstimateTabsPresence(): the home/office tab area calls it while mounted; #GetEstimateLink is
// then left to the tab area and the estimate modal stays closed (#GetAnEstimate always opens it).
export { EstimateForm, type EstimateFormProps, type EstimateSuccess } from './EstimateForm';
export { answeredOffice, officeFor, type EstimateOffice } from './use-estimate-office';
// Deprecated, kept for remotes built against it: content-api decides the office now.
export { lookUpEstimateOffice, type MatchedOffice } from './use-estimate-office';
export {
  ESTIMATE_POST_FIELDS,
  ESTIMATE_SUBMISSION_KEY,
  isEstimatePost,
  readEstimatePost,
  type EstimatePost,
  type EstimateSubmission,
} from './estimate-post';
export { useEstimateSubmission } from './use-posted-estimate';
export {
  contactSuccessModel,
  estimateOfficeContact,
  franchiseEstimateData,
  tabAreaModel,
  type ContactSuccessModel,
  type EstimateOfficeContact,
  type FranchiseEstimateData,
  type TabAreaModel,
} from './views';
export type { EstimateFormVariant } from './estimate-messages';
// The tab area's presence and the page's estimate topic live in the platform package, so a page can
// declare its tab area or set its topic without loading this package first.
export { useEstimateTabsPresence, useEstimateTabsPresent, useEstimateTopic } from '@handyman/platform';
export { contactSuccessPath, withPageOffice } from './estimate-destination';
// Moved to @handyman/offices; kept under this entry for remotes built before the move (see
// shell/src/federation/shared-api.json). New code imports them from @handyman/offices.
export { matchOfficeByZip, territoryOf } from '@handyman/offices';
export { EstimateTabs, EstimateTabsView, type EstimateTabsProps, type EstimateTabsViewProps } from './tabs/EstimateTabs';
// The form as a near-view section, for a tab area that folds it on a phone. A page that needs the
// tab area at once imports both from @handyman/estimate/tabs, which leaves the form's code out.
export { EstimateFormNearView } from './estimate-form-near-view';
export {
  ESTIMATE_HASH,
  MODAL_HASH,
  SCHEDULE_HASHES,
  TAB_SCROLL_DELAY_MS,
  NARROW_SCREEN_BELOW,
  tabForHash,
  tabScrollOffset,
  type TabId,
  type TabPageKind,
} from './tabs/tab-rules';
export {
  ContactSuccessHeader,
  ContactSuccessHeaderView,
  type ContactSuccessHeaderProps,
  type ContactSuccessHeaderViewProps,
} from './ContactSuccessHeader';
export { useNationalPhone } from './use-national-phone';
export { ThankYou } from './ThankYou';
export { OUT_OF_AREA_PARAM, withOutOfArea, type OutOfAreaCall } from './out-of-area';
