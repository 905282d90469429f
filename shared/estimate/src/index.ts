// The estimate request form, shared by the shell (modal, home tab area, full-page form) and the
// franchise pages.
//
// <EstimateForm variant franchise submitText onSuccess />
//   variant     'modal' | 'page' (default) | 'new-franchise' ('GET YOUR ESTIMATE' button)
//   franchise   { homePath, phone, serviceTitanId } of the office whose page shows the form (build it
//               with franchiseEstimateData(home)): its contact_success page, phone and ServiceTitan id
//               apply until a typed ZIP matches an office
//   submitText  button text configured in content ('' shows 'Submit')
//   onSuccess   called with { officePath, successPath, leadId } instead of the redirect to
//               /{office}/contact_success or /contact_success (the estimate modal and campaign pages
//               show <ThankYou> in a Dialog from @handyman/platform/ui instead)
//
// useEstimateTabsPresence(): the home/office tab area calls it while mounted; #GetEstimateLink is
// then left to the tab area and the estimate modal stays closed (#GetAnEstimate always opens it).
export { EstimateForm, type EstimateFormProps, type EstimateSuccess } from './EstimateForm';
export type { FranchiseEstimateData } from './use-estimate-office';
export { franchiseEstimateData } from './franchise-estimate-data';
export type { EstimateFormVariant } from './estimate-messages';
export { useEstimateTabsPresence, useEstimateTabsPresent } from './tabs-presence';
export { contactSuccessPath, matchOfficeByZip, territoryOf } from './office-match';
export * from './tabs';
export { ContactSuccessHeader, type ContactSuccessHeaderProps } from './ContactSuccessHeader';
export { useNationalPhone } from './use-national-phone';
export { ThankYou } from './ThankYou';
