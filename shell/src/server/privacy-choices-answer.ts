import type { IncomingMessage } from 'node:http';
import { PRIVACY_CHOICES_PATH } from '../lib/shell-routes';
import { PRIVACY_COOKIE, PRIVACY_COOKIE_MAX_AGE_S, privacyCookieValue, readPrivacyChoice } from '../privacy/privacy-choice';
import { applyChange, postedChange, SAVED_PARAM } from '../privacy/privacy-state';
import { readFormBody } from './form-body';
import { NO_STORE, type Answer } from './http-answer';

// The "Your Privacy Choices" form, posted (with or without script): the change goes into the
// visitor's first-party cookie (13 months, readable by the page's tag gate), and the browser goes
// back to the page, which says what was saved. A form posted from another site changes nothing:
// no other site may opt a visitor back in (or out).

/** The most a choices form may carry (it sends one field). */
const CHOICES_BODY_LIMIT = 1024;

const plain = (status: number, body: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, ...headers },
  body,
});

/** True when the browser says the form came from another site. */
function fromAnotherSite(request: IncomingMessage, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'cross-site';
  const origin = request.headers.origin;
  return origin !== undefined && origin !== 'null' && origin !== new URL(publicUrl).origin;
}

/** The Set-Cookie value that keeps a choice: the whole site, first-party only, secure on https. */
export function privacyCookieHeader(value: string, publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${PRIVACY_COOKIE}=${value}; Max-Age=${PRIVACY_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

export async function privacyChoicesAnswer(request: IncomingMessage, publicUrl: string): Promise<Answer> {
  if (fromAnotherSite(request, publicUrl)) {
    request.resume();
    return plain(403, 'Your privacy choices can be changed only on this site’s own Your Privacy Choices page.');
  }
  const body = await readFormBody(request, CHOICES_BODY_LIMIT);
  if (body.kind === 'problem') return plain(body.status, 'Send one of the choices on the Your Privacy Choices page.');
  const change = postedChange(body.fields);
  if (!change) return plain(400, 'Send one of the choices on the Your Privacy Choices page.');
  const choice = applyChange(readPrivacyChoice(request.headers.cookie), change);
  return {
    status: 303,
    headers: {
      Location: `${PRIVACY_CHOICES_PATH}?${SAVED_PARAM}=${change}`,
      'Set-Cookie': privacyCookieHeader(privacyCookieValue(choice), publicUrl),
      'Cache-Control': NO_STORE,
    },
    body: '',
  };
}
