// @handyman/platform/offices: an office's details and the parts only office pages show (address,
// licence, phone link, dialog, overlay banner), fetched when a remote first asks.
// Names only, re-exported by package name: the modules stay the root's own (one store, one config).
export {
  FRANCHISE_HOME_MAX_AGE_MS,
  formatLicence,
  getFranchiseHome,
  getLocalOffices,
  getOfficeDirectory,
  getOfficeStates,
  loadFranchiseHome,
  lookupZip,
  officeAddressLines,
  useFranchiseHome,
} from '@handyman/platform';
export {
  Dialog,
  OfficeAddress,
  OfficeAddressView,
  OverlayBanner,
  OverlayBannerView,
  PhoneLink,
  isReplayedEvent,
  overlayAlignment,
  trapTab,
  useFocusOnMount,
} from '@handyman/platform/ui';
export type { DialogProps, OverlayBannerProps, OverlayBannerViewProps, OverlayTone, PhoneLinkProps } from '@handyman/platform/ui';
