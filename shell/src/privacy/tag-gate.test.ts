import type { SitePrivacy } from '@handyman/contracts';
import { readPrivacyChoice, sitePrivacyOf } from './privacy-choice';
import { GPC_MARK, TAG_GATE_SCRIPT } from './tag-gate';

type Gated = Window & { sitePrivacy?: SitePrivacy & { run: () => void }; dataLayer?: unknown[] };
const gated = window as Gated;

const TAGS = [
  '<script type="text/plain" data-tag-purpose="strictly-necessary">window.ran.push("need")</script>',
  '<script type="text/plain" data-tag-purpose="analytics">window.ran.push("count")</script>',
  '<script type="text/plain" data-tag-purpose="advertising">window.ran.push("ads")</script>',
  '<script type="text/plain" data-tag-purpose="other">window.ran.push("other")</script>',
].join('');

function page({ cookie = '', gpc = false, mark = false } = {}) {
  document.cookie = 'privacyChoices=; max-age=0';
  if (cookie) document.cookie = `privacyChoices=${cookie}`;
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc ? true : undefined, configurable: true });
  if (mark) document.documentElement.setAttribute(GPC_MARK, '');
  else document.documentElement.removeAttribute(GPC_MARK);
  delete gated.sitePrivacy;
  delete gated.dataLayer;
  (window as unknown as { ran: string[] }).ran = [];
  document.head.innerHTML = TAGS;
  document.body.innerHTML = '';
  const gate = document.createElement('script');
  gate.text = TAG_GATE_SCRIPT;
  document.head.append(gate);
  return (window as unknown as { ran: string[] }).ran;
}

afterAll(() => {
  document.cookie = 'privacyChoices=; max-age=0';
});

const CASES = [
  { name: 'no choice, no signal', cookie: '', gpc: false, ran: ['need', 'count', 'ads'] },
  { name: 'opted out on the page', cookie: 'sale-out.analytics-on', gpc: false, ran: ['need', 'count'] },
  { name: 'Global Privacy Control', cookie: '', gpc: true, ran: ['need', 'count'] },
  { name: 'GPC and measurement off', cookie: 'sale-in.analytics-off', gpc: true, ran: ['need'] },
  { name: 'opted back in, measurement off', cookie: 'sale-in.analytics-off', gpc: false, ran: ['need', 'ads'] },
];

test.each(CASES)('$name: the tags that may run start, in order; the decision is the server reading of the same cookie', (c) => {
  const ran = page(c);
  expect(ran).toEqual(c.ran);
  const { run, ...decision } = gated.sitePrivacy!;
  expect(typeof run).toBe('function');
  expect(decision).toEqual(sitePrivacyOf(readPrivacyChoice(`a=1; privacyChoices=${c.cookie}`), c.gpc));
});

test("the server's mark of a request with Sec-GPC: 1 counts as the signal where the browser does not expose it", () => {
  expect(page({ mark: true })).toEqual(['need', 'count']);
  expect(gated.sitePrivacy?.gpc).toBe(true);
});

test('Consent Mode defaults are set before any tag: advertising storage denied for an opted-out browser', () => {
  page({ gpc: true, cookie: 'sale-in.analytics-off' });
  expect(Array.from(gated.dataLayer![0] as ArrayLike<unknown>)).toEqual([
    'consent',
    'default',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
  ]);
  page();
  expect((gated.dataLayer![0] as ArrayLike<unknown>)[2]).toEqual({
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: 'granted',
  });
});

test('a tag with a source starts as a script of that source, with its type, referrer policy and async flag', () => {
  page({ cookie: 'sale-out' });
  document.body.innerHTML = [
    '<script type="text/plain" data-tag-purpose="analytics" data-src="https://tags.example/a.js" data-type="module" data-referrerpolicy="no-referrer" data-async=""></script>',
    '<script type="text/plain" data-tag-purpose="advertising" data-src="https://ads.example/b.js"></script>',
  ].join('');
  gated.sitePrivacy!.run();
  const started = Array.from(document.body.querySelectorAll('script:not([type="text/plain"])')) as HTMLScriptElement[];
  expect(started.map((s) => [s.src, s.type, s.getAttribute('referrerpolicy'), s.async])).toEqual([
    ['https://tags.example/a.js', 'module', 'no-referrer', true],
  ]);
  // Started once: running the gate again adds nothing.
  gated.sitePrivacy!.run();
  expect(document.body.querySelectorAll('script:not([type="text/plain"])')).toHaveLength(1);
});

test('tags at the end of the body start once the document is parsed', () => {
  page();
  document.body.innerHTML = '<script type="text/plain" data-tag-purpose="analytics">window.ran.push("footer")</script>';
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect((window as unknown as { ran: string[] }).ran).toEqual(['need', 'count', 'ads', 'footer']);
});
