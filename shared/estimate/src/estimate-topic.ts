// The page's estimate topic lives in the platform package, so a page can set it without loading
// this package first (the form comes when the visitor opens it).
export { useEstimateTopic, useTopicSummary } from '@handyman/platform';
