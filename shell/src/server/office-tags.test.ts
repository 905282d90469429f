import { createServerResourceStore } from '@handyman/platform';
import { buildFranchiseHome, envelope } from '@handyman/testing';
import { officeTagsOf } from './office-tags';

const count = { CommentLabel: 'count', purpose: 'analytics' as const, Src: 'https://count.example/c.js' };
const ads = { CommentLabel: 'ads', Src: 'https://ads.example/a.js' };

function storeWith(key: string, data: unknown) {
  const store = createServerResourceStore();
  store.setState({ entries: { [key]: { status: 'success', data } } });
  return store;
}

test("an office page's tags come from the office home the render loaded, one item or many", () => {
  const home = buildFranchiseHome({ FranchiseCorporateControl: { HeadScripts: { Script: count }, FooterScripts: { Script: [ads] } } });
  const store = storeWith('page:offices/summerlin', envelope([{ FranchiseHomePage: home }]));
  expect(officeTagsOf(store, '/offices/summerlin/our-team')).toEqual({ head: [count], footer: [ads] });
  expect(officeTagsOf(store, '/offices/plano')).toBeUndefined();
  expect(officeTagsOf(store, '/services')).toBeUndefined();
});

test('an office without tags, with markup only (never run), or whose home did not load has none', () => {
  const plain = buildFranchiseHome({ FranchiseCorporateControl: { HeadScripts: { Value: '<script>x()</script>' } } });
  expect(officeTagsOf(storeWith('page:offices/summerlin', envelope([{ FranchiseHomePage: plain }])), '/offices/summerlin')).toBeUndefined();
  const failed = createServerResourceStore();
  failed.setState({ entries: { 'page:offices/summerlin': { status: 'error', error: new Error('down') } } });
  expect(officeTagsOf(failed, '/offices/summerlin')).toBeUndefined();
});
