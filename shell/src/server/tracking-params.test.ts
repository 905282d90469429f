import { isTrackingParameter, pageRequest, splitTracking, withTracking } from './tracking-params';

const split = (address: string) => {
  const { page, tracking } = splitTracking(new URL(address));
  return [`${page.pathname}${page.search}`, tracking];
};

test("utm_* of any name and the click ids are tracking; the site's own parameters are not", () => {
  for (const name of [
    'utm_source',
    'UTM_Campaign',
    'utm_anything',
    'gclid',
    'fbclid',
    'msclkid',
    'gbraid',
    'wbraid',
    'dclid',
    'mc_cid',
    'mc_eid',
    '_ga',
    'yclid',
  ])
    expect(isTrackingParameter(name)).toBe(true);
  for (const name of ['q', 'page', 'state', 'noFranchises', 'utm', 'ga', 'zipCode']) expect(isTrackingParameter(name)).toBe(false);
});

test('tracking parameters leave the page address; the others stay in their order and spelling', () => {
  expect(split('https://x.example/offices?utm_source=news&gclid=abc')).toEqual(['/offices', 'utm_source=news&gclid=abc']);
  expect(split('https://x.example/offices?state=NV&utm_medium=cpc&noFranchises=1&fbclid=z')).toEqual([
    '/offices?state=NV&noFranchises=1',
    'utm_medium=cpc&fbclid=z',
  ]);
  expect(split('https://x.example/blog?q=a%20b&msclkid=1')).toEqual(['/blog?q=a%20b', 'msclkid=1']);
  // An encoded name is still the name.
  expect(split('https://x.example/?utm%5Fsource=x')).toEqual(['/', 'utm%5Fsource=x']);
});

test('an address without tracking parameters comes back as it is, malformed escapes included', () => {
  const url = new URL('https://x.example/blog?page=2');
  expect(splitTracking(url)).toEqual({ page: url, tracking: '' });
  expect(split('https://x.example/blog?%E0%A4%A=1&utm_source=x')).toEqual(['/blog?%E0%A4%A=1', 'utm_source=x']);
});

test('a redirect keeps the tracking parameters the visitor came with, before any fragment', () => {
  expect(withTracking('/offices', 'utm_source=x')).toBe('/offices?utm_source=x');
  expect(withTracking('/offices?state=NV#list', 'gclid=1')).toBe('/offices?state=NV&gclid=1#list');
  expect(withTracking('/offices', '')).toBe('/offices');
});

test("the cache key of a tracked address is the plain address; parameters the page reads and the visitor's office still count", () => {
  const key = (address: string, office?: string) => pageRequest(new URL(address), office).key;
  expect(key('https://x.example/offices?utm_source=a&utm_campaign=b&gclid=c&fbclid=d&msclkid=e')).toBe(key('https://x.example/offices'));
  expect(key('https://x.example/offices?state=NV&utm_source=a')).toBe('/offices?state=NV');
  expect(key('https://x.example/offices?state=NV')).not.toBe(key('https://x.example/offices?state=TX'));
  expect(key('https://x.example/offices?utm_source=a', 'offices/summerlin')).toBe('/offices\noffices/summerlin');
});
