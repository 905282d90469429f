// One address of each kind of page the site has, for the tests that go through them all.
export const PAGE_TYPES = [
  ['home', '/'],
  ['office finder', '/offices'],
  ['state page', '/offices/state/nevada'],
  ['office home', '/offices/summerlin'],
  ['office sub-page', '/offices/summerlin/our-team'],
  ['office city page', '/offices/summerlin/city/the-lakes'],
  ['office campaign page', '/offices/summerlin/campaign/summer-ready'],
  ['blog list', '/blog'],
  ['blog post', '/blog/2023/04/11/spotting-home-repair-scams'],
  ['services', '/services'],
  ['service detail', '/services/painting'],
  ['packages', '/packages'],
  ['package detail', '/packages/curb-appeal'],
  ['FAQ', '/resources/faqs'],
  ['careers', '/careers'],
  ['not found', '/no-such-page-anywhere'],
] as const;
