// @handyman/platform: runtime config, content client, store, storage, server-render record, formats
// and errors. A federation singleton: the page has one copy, the shell's.
export * from './config/runtime-config';
export * from './config/runtime';
export * from './config/image-url';
export * from './config/scheduling-url';
export * from './routing/remotes';
export * from './errors';
export * from './storage/keys';
export * from './storage/safe-storage';
export * from './storage/recent-office-cookie';
export * from './store/site-store';
export * from './store/resources';
export * from './api/client';
export * from './api/content-path';
export * from './api/get-page';
export * from './api/get-site-settings';
export * from './api/search-blog-posts';
export * from './api/get-blog-facets';
// The phone display rules live with the other field rules in the contracts (content-api's pages show
// numbers the same way).
export { formatPhoneDisplay, telDigits } from '@handyman/contracts/validation';
export * from './format/placeholders';
export * from './format/national-phone';
export * from './store/use-site-settings';
export * from './store/use-preferred-phone';
export * from './store/use-page';
export { useEstimateTabsPresence, useEstimateTabsPresent } from './store/estimate-tabs-presence';
export { useEstimateTopic, useTopicSummary } from './store/estimate-topic';
export * from './api/get-local-offices';
export * from './api/get-office-directory';
export * from './routing/route-module';
export * from './routing/page-head';
export * from './routing/redirect';
export * from './api/lookup-zip';
export * from './routing/paths';
export * from './routing/no-office-answer';
export * from './format/licence';
export * from './routing/error-rules';
export * from './format/franchise-placeholders';
export * from './api/submit-estimate';
export * from './format/office-address';
export * from './api/get-franchise-home';
export * from './store/use-franchise-home';
export * from './store/use-book-online-url';
export * from './ssr/page-record';
export * from './ssr/page-facts';
export * from './ssr/site-base';
export * from './format/long-date';
