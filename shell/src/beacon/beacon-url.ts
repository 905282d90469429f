/** Where browsers send what they report of a page view (the shell's server counts it in /metrics). */
export const BEACON_URL = '/_beacon';
