// @handyman/estimate/tabs: the estimate / booking tab area, what a page needs to draw it, and the
// estimate form as a section that hydrates when it comes near the viewport. A page whose tab area
// folds the form on a phone imports this entry, not the package root: the root holds the form
// itself, and a remote takes a shared entry whole, so the root would bring the form's code with
// the page. The form's own code then comes from @handyman/estimate/form when the visitor opens it
// (or at once where it shows open in the first screen).
//
// The package keeps no state of its own in its modules, so its entries may share modules: each is
// a federation shared module with one copy a page (the shell's), and the form here is loaded by
// package name, so a remote's build takes the shell's copy of it too.
export { EstimateTabs, EstimateTabsView, type EstimateTabsProps, type EstimateTabsViewProps } from './tabs/EstimateTabs';
export { franchiseEstimateData, tabAreaModel, type FranchiseEstimateData, type TabAreaModel } from './views';
export { EstimateFormNearView } from './estimate-form-near-view';
