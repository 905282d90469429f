// Attack: another site frames content-api's booking page and makes its visitors post bookings
// (a plain cross-origin form post, and the JSON intake from another origin's script).
// Prints the booking page's security headers, what a cross-site form post and a cross-origin
// preflight get, and how many leads they stored.
import { API, estimateRequest, print, rawRequest, storedLeads } from './common.mjs';

const EVIL = 'http://evil.example';
const page = await rawRequest(`${API}/scheduling?office=summerlin`);
const headers = Object.fromEntries(
  ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'].map((name) => [
    name,
    page.headers[name] ?? null,
  ]),
);

// The form's own hidden fields and a day and window it offers, posted from another origin.
const form = new URLSearchParams();
for (const [, name, value] of page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) form.set(name, value);
const days = [...page.body.matchAll(/value="(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1]);
const windows = [...new Set([...page.body.matchAll(/value="(\d{2}:\d{2}-\d{2}:\d{2})"/g)].map((match) => match[1]))];
const values = estimateRequest();
Object.entries({
  customerName: values.customerName,
  phoneNumber: values.phoneNumber,
  emailAddress: values.emailAddress,
  street: values.address.street,
  city: values.address.city,
  state: values.address.state,
  zip: values.address.zip,
  summary: values.summary,
}).forEach(([name, value]) => form.set(name, value));
// Shown long enough ago to pass the fill-time check.
form.set('shown-at', String(Date.now() - 60_000));

const before = await storedLeads();
// The first day and window the office offers (a 400 names a window that day does not have: try the next).
let crossPost;
for (const window of windows) {
  form.set('day', days[0] ?? '');
  form.set('window', window);
  crossPost = await rawRequest(`${API}/scheduling?office=summerlin`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: EVIL,
      'Sec-Fetch-Site': 'cross-site',
      'Sec-Fetch-Mode': 'navigate',
    },
    body: form.toString(),
  });
  if (crossPost.status !== 400) break;
}
const preflight = await rawRequest(`${API}/api/booking/estimate`, {
  method: 'OPTIONS',
  headers: { Origin: EVIL, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
});
const jsonPost = await rawRequest(`${API}/api/booking/estimate`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: EVIL, 'Sec-Fetch-Site': 'cross-site', 'X-Form-Fill-Ms': '5000' },
  body: JSON.stringify(estimateRequest()),
});
const contentCall = await rawRequest(`${API}/api/x31`, { headers: { Origin: EVIL } });
print('booking page framed and cross-posted', {
  bookingPageHeaders: headers,
  crossSiteFormPost: crossPost.status,
  preflightAllowOrigin: preflight.headers['access-control-allow-origin'] ?? null,
  crossOriginJsonPost: jsonPost.status,
  contentCallAllowOrigin: contentCall.headers['access-control-allow-origin'] ?? null,
  leadsStored: (await storedLeads()) - before,
});
