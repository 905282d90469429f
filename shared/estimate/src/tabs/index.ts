export { EstimateTabs, EstimateTabsView, type EstimateTabsProps, type EstimateTabsViewProps } from './EstimateTabs';
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
} from './tab-rules';
