// The security headers both servers send beside their content security policies: one set, so the
// site's pages and content-api's own pages (the booking page) say the same to the browser.

/** Denies the powerful features no page of ours uses. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'interest-cohort=()',
].join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries (HSTS only for a server whose public URL is https). */
export function baseSecurityHeaders(publicUrl: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(publicUrl.startsWith('https:') ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
