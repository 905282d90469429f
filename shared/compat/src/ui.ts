import { isReplayedEvent } from '@handyman/platform/ui';

export {
  BREADCRUMB_COLLAPSE_QUERY,
  Breadcrumb,
  ContentLink,
  Dialog,
  ESTIMATE_HASH,
  ErrorBoundary,
  FRANCHISES_SHOWN_BY_LAST_WORD,
  JsonLd,
  MODAL_HASH,
  MediaImage,
  OFFICES_LABEL,
  OfficeAddress,
  PageMeta,
  PhoneLink,
  REDUCED_MOTION_QUERY,
  RichText,
  SCROLL_ANIMATION_MS,
  Spinner,
  addRobotsMeta,
  breadcrumbItems,
  createMeta,
  findMeta,
  hasMarkup,
  hashName,
  insertAfterTitle,
  isCurrentPage,
  isReplayedEvent,
  linkHref,
  linkText,
  resolveLink,
  sanitizeHtml,
  scrollToElement,
  setDescription,
  setSanitizerWindow,
  stickyHeaderHeight,
  titleWithSuffix,
  trapTab,
  upsertLink,
  upsertMeta,
  useFocusOnMount,
  useFranchisePlaceholders,
  useHydrated,
  useMediaQuery,
} from '@handyman/platform/ui';
export { PermanentRedirect } from './frozen/PermanentRedirect';

/** @deprecated Use isReplayedEvent (the name remotes built before it call). */
export function useHappenedBeforeHydration(): (event: { nativeEvent: Event }) => boolean {
  return isReplayedEvent;
}
