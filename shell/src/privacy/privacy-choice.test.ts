import { NO_CHOICE, privacyCookieValue, readPrivacyChoice, sitePrivacyOf } from './privacy-choice';

test('reads the choice from among other cookies; no cookie, or words it does not know, choose nothing', () => {
  expect(readPrivacyChoice('a=1; privacyChoices=sale-out.analytics-off; b=2')).toEqual({ saleOptOut: true, analyticsOff: true });
  expect(readPrivacyChoice('privacyChoices=sale-in.analytics-on')).toEqual(NO_CHOICE);
  expect(readPrivacyChoice('privacyChoices=whatever')).toEqual(NO_CHOICE);
  expect(readPrivacyChoice('xprivacyChoices=sale-out')).toEqual(NO_CHOICE);
  expect(readPrivacyChoice(undefined)).toEqual(NO_CHOICE);
});

test('writes both answers, and reads back what it wrote', () => {
  for (const choice of [NO_CHOICE, { saleOptOut: true, analyticsOff: false }, { saleOptOut: false, analyticsOff: true }]) {
    expect(readPrivacyChoice(`privacyChoices=${privacyCookieValue(choice)}`)).toEqual(choice);
  }
  expect(privacyCookieValue({ saleOptOut: true, analyticsOff: false })).toBe('sale-out.analytics-on');
});

test('Global Privacy Control stops advertising whatever the cookie says; measurement follows the choice alone', () => {
  expect(sitePrivacyOf({ saleOptOut: false, analyticsOff: false }, true)).toEqual({
    gpc: true,
    choice: false,
    advertising: false,
    analytics: true,
  });
  expect(sitePrivacyOf({ saleOptOut: true, analyticsOff: true }, false)).toEqual({
    gpc: false,
    choice: true,
    advertising: false,
    analytics: false,
  });
  expect(sitePrivacyOf(NO_CHOICE, false)).toEqual({ gpc: false, choice: false, advertising: true, analytics: true });
});
