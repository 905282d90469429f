import { NO_CHOICE, readPrivacyChoice, type PrivacyChoice } from './privacy-choice';
import { GPC_MARK } from './tag-gate';

// What the "Your Privacy Choices" page shows: whether the browser sent Global Privacy Control, and
// the choice it holds. The server renders the page with the request's (Sec-GPC and the cookie, put
// in the render's cache under PRIVACY_STATE_KEY); the browser reads its own when it goes there.

export const PRIVACY_STATE_KEY = 'privacy-choices-state';

export interface PrivacyState {
  gpc: boolean;
  choice: PrivacyChoice;
}

/** The page's address parameter naming the change just saved (?saved=sale-out). */
export const SAVED_PARAM = 'saved';

/** The two forms' fields: each button sends one change. */
export const PRIVACY_FIELDS = { sale: 'sale', analytics: 'analytics' } as const;

export type PrivacyChange = 'sale-out' | 'sale-in' | 'analytics-off' | 'analytics-on';
const CHANGES: readonly PrivacyChange[] = ['sale-out', 'sale-in', 'analytics-off', 'analytics-on'];

/** The change a posted form asks for (sale=out, analytics=off, ...), or null when it names none. */
export function postedChange(fields: URLSearchParams): PrivacyChange | null {
  const sale = fields.get(PRIVACY_FIELDS.sale);
  const analytics = fields.get(PRIVACY_FIELDS.analytics);
  const change = sale ? `sale-${sale}` : analytics ? `analytics-${analytics}` : '';
  return savedChange(change);
}

/** A change named in the page's address (?saved=), as the server's redirect after a post names it. */
export function savedChange(value: string | null | undefined): PrivacyChange | null {
  return CHANGES.find((change) => change === value) ?? null;
}

/** The choice after a change; the other answer stays as it was. */
export function applyChange(choice: PrivacyChoice, change: PrivacyChange): PrivacyChoice {
  if (change === 'sale-out' || change === 'sale-in') return { ...choice, saleOptOut: change === 'sale-out' };
  return { ...choice, analyticsOff: change === 'analytics-off' };
}

/** The browser's own state (a client navigation to the page): its signal, and its cookie. */
export function browserPrivacyState(): PrivacyState {
  if (typeof document === 'undefined') return { gpc: false, choice: NO_CHOICE };
  const signal = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return { gpc: signal || document.documentElement.hasAttribute(GPC_MARK), choice: readPrivacyChoice(document.cookie) };
}
