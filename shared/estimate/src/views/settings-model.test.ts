import { buildSiteSettings, field } from '@handyman/testing';
import { estimateLinkName, FALLBACK_TERMS_TEXT, formTermsText } from './settings-model';

test('the site settings’ terms when they have them', () => {
  const settings = buildSiteSettings({ Header: { FormfillTermsText: field('By clicking Send, you agree.') } });
  expect(formTermsText(settings, false)).toBe('By clicking Send, you agree.');
});

test('settings without terms give the fallback consent; nothing shows while the settings load', () => {
  const settings = buildSiteSettings({ Header: { FormfillTermsText: field('') } });
  expect(formTermsText(settings, false)).toBe(FALLBACK_TERMS_TEXT);
  expect(formTermsText(undefined, false)).toBe(FALLBACK_TERMS_TEXT);
  expect(formTermsText(undefined, true)).toBe('');
  expect(FALLBACK_TERMS_TEXT).toMatch(/^By clicking Get Your Estimate, .*Reply STOP to opt out/);
});

test('the estimate link is the header’s second page, by name', () => {
  const settings = buildSiteSettings({
    Header: {
      Page: [
        { Name: 'Home', URL: '' },
        { Name: 'QuoteRequest', URL: '#QuoteRequest' },
      ],
    },
  });
  expect(estimateLinkName(settings)).toBe('QuoteRequest');
  expect(estimateLinkName(buildSiteSettings({ Header: { Page: [{ Name: 'Home', URL: '' }] } }))).toBeUndefined();
  expect(estimateLinkName(undefined)).toBeUndefined();
});
