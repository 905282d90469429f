import type { SitePrivacy } from '@handyman/contracts';

// The visitor's privacy choice, kept in a first-party cookie for 13 months: whether they opted out
// of the sale and sharing of their personal information (which also limits the use of their
// sensitive personal information), and whether they turned site measurement (analytics) off. The
// browser's Global Privacy Control is the same opt-out, whatever the cookie says. This module is
// the TypeScript reading of the cookie (the server, the choices page); the tag gate's inline
// script (tag-gate.ts) reads it the same way in the browser, and a test holds the two together.

export const PRIVACY_COOKIE = 'privacyChoices';
/** 395 days: more than the 12 months a choice must last, within the 400 days browsers keep a cookie. */
export const PRIVACY_COOKIE_MAX_AGE_S = 395 * 24 * 60 * 60;

/** The cookie's words, joined by dots ("sale-out.analytics-on"); a word the reader does not know is ignored. */
export const CHOICE_WORDS = { saleOut: 'sale-out', saleIn: 'sale-in', analyticsOff: 'analytics-off', analyticsOn: 'analytics-on' } as const;

export interface PrivacyChoice {
  /** Opted out of sale and sharing (and limited the use of sensitive information) on the choices page. */
  saleOptOut: boolean;
  /** Turned site measurement off. */
  analyticsOff: boolean;
}

export const NO_CHOICE: PrivacyChoice = { saleOptOut: false, analyticsOff: false };

/** The choice a Cookie header (or document.cookie) holds; nothing chosen when it holds none. */
export function readPrivacyChoice(cookies: string | undefined): PrivacyChoice {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== PRIVACY_COOKIE) continue;
    const words = value.split('.');
    return { saleOptOut: words.includes(CHOICE_WORDS.saleOut), analyticsOff: words.includes(CHOICE_WORDS.analyticsOff) };
  }
  return NO_CHOICE;
}

/** The cookie's value for a choice: both answers spelt out, so a later reader knows they were chosen. */
export function privacyCookieValue(choice: PrivacyChoice): string {
  return [
    choice.saleOptOut ? CHOICE_WORDS.saleOut : CHOICE_WORDS.saleIn,
    choice.analyticsOff ? CHOICE_WORDS.analyticsOff : CHOICE_WORDS.analyticsOn,
  ].join('.');
}

/** What may run for a visitor with this choice and Global Privacy Control on or off. */
export function sitePrivacyOf(choice: PrivacyChoice, gpc: boolean): SitePrivacy {
  return { gpc, choice: choice.saleOptOut, advertising: !gpc && !choice.saleOptOut, analytics: !choice.analyticsOff };
}
