export { RichText, type RichTextProps } from './RichText';
export { sanitizeHtml, hasMarkup, hasVisibleText, loadSanitizer, setSanitizerWindow } from './sanitize';
export { MediaImage, MediaImageView, type MediaImageProps, type MediaImageViewProps } from './MediaImage';
export { Spinner } from './Spinner';
export { PhoneLink, type PhoneLinkProps } from './PhoneLink';
export { ErrorBoundary } from './ErrorBoundary';
export { PageMeta, type PageMetaProps } from './PageMeta';
export { addRobotsMeta, createMeta, findMeta, insertAfterTitle, upsertLink, upsertMeta, type MetaKey } from './head-tags';
export { titleWithSuffix, usePageTitle } from './PageMeta';
export { useFranchisePlaceholders } from './use-franchise-placeholders';
export { Breadcrumb, BreadcrumbView, BREADCRUMB_COLLAPSE_QUERY, type BreadcrumbProps, type BreadcrumbViewProps } from './Breadcrumb';
export {
  breadcrumbItems,
  FRANCHISES_SHOWN_BY_LAST_WORD,
  OFFICES_LABEL,
  type BreadcrumbItem,
  type BreadcrumbOptions,
} from './BreadcrumbItems';
export { useMediaQuery, REDUCED_MOTION_QUERY } from './use-media-query';
export { OfficeAddress, OfficeAddressView } from './OfficeAddress';
export { isCurrentPage, linkHref, linkText, resolveLink, type ContentLinkKind, type ResolvedLink } from './content-link';
export { ContentLink, ContentLinkView, type ContentLinkProps, type ContentLinkViewProps } from './ContentLink';
export { ESTIMATE_HASH, hashName, MODAL_HASH } from './address-hash';
export { scrollToElement, stickyHeaderHeight, SCROLL_ANIMATION_MS } from './scroll-to-element';
export { Dialog, type DialogProps } from './dialog/Dialog';
export { trapTab } from './dialog/use-modal-behaviour';
export { useFocusOnMount } from './dialog/use-focus-on-mount';
export { JsonLd } from './JsonLd';
export { isReplayedEvent } from './replayed-event';
export { useHydrated } from './use-hydrated';
export {
  OverlayBanner,
  OverlayBannerView,
  overlayAlignment,
  type OverlayBannerProps,
  type OverlayBannerViewProps,
  type OverlayTone,
} from './OverlayBanner';
export { imageModel, linkModel, type ImageModel, type LinkModel } from './views';
export { hydrateNearView, hydrateWaitingSections, NEAR_VIEW_MARGIN } from './near-view/NearView';
export { holdPageLive, onPageLiveHoldReleased, pageLiveHolds } from './near-view/live-holds';
export { isPageHydrating, setPageHydrating } from './near-view/hydration-phase';
