// Rules both servers share (the site's server and content-api), for Node only: whose forwarded
// address to believe, how the site's server proves itself to content-api, and where a browser's
// post may come from. No browser build imports this entry.
export {
  clientAddress,
  compileTrust,
  normalAddress,
  parseTrustProxy,
  TrustProxyError,
  type ForwardedRequest,
  type TrustFunction,
  type TrustProxySetting,
} from './trusted-proxies';
export {
  FORWARDING_SECRET_ENV,
  FORWARDING_SECRET_HEADER,
  FORWARDING_SECRET_MIN_LENGTH,
  isForwardingSecret,
  readForwardingSecret,
  secretMatches,
} from './forwarding';
export { foreignOriginProblem, isAllowedOrigin, originOf, type OriginHeaders } from './request-origin';
export { baseSecurityHeaders, HSTS, PERMISSIONS_POLICY, REFERRER_POLICY } from './security-headers';
export { LruCache } from './lru-cache';
export { RateLimiter, type RateDecision, type RateLimitOptions } from './rate-limiter';
