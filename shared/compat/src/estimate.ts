export {
  ContactSuccessHeader,
  ESTIMATE_HASH,
  EstimateForm,
  EstimateTabs,
  MODAL_HASH,
  NARROW_SCREEN_BELOW,
  SCHEDULE_HASHES,
  TAB_SCROLL_DELAY_MS,
  ThankYou,
  contactSuccessPath,
  franchiseEstimateData,
  tabForHash,
  tabScrollOffset,
  useEstimateTabsPresence,
  useEstimateTabsPresent,
  useNationalPhone,
} from '@handyman/estimate';
export { matchOfficeByZip, territoryOf } from '@handyman/offices';
