// What the attack scripts share: where the stack under attack listens (the port variables, as
// `npm start` reads them), a valid estimate request, and small HTTP helpers. The scripts attack a
// stack on this machine only; start it with `npm start` (or scripts/start.mjs) on your own ports.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { apps, contentApi, portOf } from '../../apps.config.js';

export const SHELL = `http://localhost:${portOf(apps.shell)}`;
export const API = `http://localhost:${portOf(contentApi)}`;
export const REMOTE = `http://localhost:${portOf(apps.blog)}`;
/** Where the servers answer operators: their operations listeners (port + 90); SHELL_OPS_URL / API_OPS_URL move them. */
export const SHELL_OPS = process.env.SHELL_OPS_URL || `http://127.0.0.1:${portOf(apps.shell) + 90}`;
export const API_OPS = process.env.API_OPS_URL || `http://127.0.0.1:${portOf(contentApi) + 90}`;
/** The secret the site's server presents to content-api when it speaks for a visitor (if the stack has one). */
export const FORWARDING_SECRET = process.env.FORWARDING_SECRET || '';
export const ADMIN_TOKEN = process.env.CONTENT_API_ADMIN_TOKEN || 'attack-admin-token-0123456789';

export const estimateRequest = (overrides = {}) => ({
  customerName: 'Pat Lee',
  phoneNumber: '(702) 555-0134',
  emailAddress: 'pat.lee@example.com',
  address: { street: '1 Main St', city: 'Las Vegas', state: 'NV', zip: '89135', country: 'USA' },
  summary: 'A leaking tap in the kitchen.',
  serviceTitanId: '',
  sourceApplicationName: 'AceHandymanServices',
  ...overrides,
});

/** The estimate form as a browser without script posts it to a page of the site (urlencoded). */
export const noScriptForm = (fields = {}) =>
  new URLSearchParams({
    'estimate-form': 'modal',
    customerName: 'Pat Lee',
    phoneNumber: '(702) 555-0134',
    emailAddress: 'pat.lee@example.com',
    street: '1 Main St',
    city: 'Las Vegas',
    state: 'NV',
    q6_zipCode: '89135',
    q7_tellUs: 'A leaking tap.',
    website: '',
    ...fields,
  }).toString();

/** A random address in the TEST-NET ranges, a visitor of its own. */
export const visitorAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

/**
 * POST /api/booking/estimate as a form would. `as`: the visitor address to claim in
 * X-Forwarded-For (with the forwarding secret when one is known, as the site's server would).
 */
export async function postEstimate({ body = estimateRequest(), fillMs, trap = '', key = randomUUID(), as, headers = {}, base = API } = {}) {
  const started = performance.now();
  const answer = await fetch(`${base}/api/booking/estimate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
      ...(fillMs === undefined ? {} : { 'X-Form-Fill-Ms': String(fillMs) }),
      'X-Form-Trap': trap,
      ...(as ? { 'X-Forwarded-For': as, ...(FORWARDING_SECRET ? { 'X-Forwarding-Secret': FORWARDING_SECRET } : {}) } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: answer.status, headers: answer.headers, json, ms: performance.now() - started };
}

/** How many leads content-api holds (its admin view; the stack must run with CONTENT_API_ADMIN_TOKEN). */
export async function storedLeads(base = API) {
  const answer = await fetch(`${base}/admin/leads?limit=1`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  if (!answer.ok) throw new Error(`admin/leads answered ${answer.status}: run the stack with CONTENT_API_ADMIN_TOKEN=${ADMIN_TOKEN}`);
  return (await answer.json()).total;
}

/** Counts of each status in a list of answers, e.g. { 200: 10, 429: 20 }. */
export const tally = (answers) => answers.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/** A raw HTTP request (any header, no fetch rules): resolves with status, headers and body text. */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The value of one Prometheus sample line ("name{labels}"), 0 when absent. */
export function sample(text, line) {
  const found = text.split('\n').find((each) => each.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

export const print = (title, figures) => console.log(JSON.stringify({ attack: title, ...figures }));
