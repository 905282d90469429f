import { canonicalUrl, normalisePathname, pathRedirect } from './path-rules';

const at = (pathname: string, search = '', hash = '') => pathRedirect({ pathname, search, hash });

describe('uppercase letters', () => {
  test.each([
    ['/Services', '/services'],
    ['/Resources/FAQs', '/resources/faqs'],
    ['/Resources/Site-Map', '/resources/site-map'],
    ['/blog/category/Home-Maintenance', '/blog/category/home-maintenance'],
    ['/blog/category/Seasonal%20Tips/page/2', '/blog/category/seasonal%20tips/page/2'],
  ])('%s redirects to %s', (from, to) => expect(at(from)).toBe(to));

  test('query and hash keep their case', () => {
    expect(at('/Offices', '?noFranchises=true', '#NV')).toBe('/offices?noFranchises=true#NV');
    expect(at('/', '', '#GetEstimateLink')).toBeNull();
  });
});

describe('trailing slashes', () => {
  test.each([
    ['/blog/', '/blog'],
    ['/packages/kitchen-refresh/', '/packages/kitchen-refresh'],
    ['/offices//', '/offices'],
  ])('%s loses the slash: %s', (from, to) => expect(at(from)).toBe(to));

  test('query and hash are kept', () => expect(at('/services/', '?tab=1', '#search-by-room')).toBe('/services?tab=1#search-by-room'));
  test('the root stays /', () => expect(at('/')).toBeNull());
});

describe('franchise detail paths', () => {
  test.each([
    ['/offices/summerlin/our_team', '/offices/summerlin/our-team'],
    ['/offices/north_raleigh', '/offices/north-raleigh'],
    ['/offices/summerlin/city/the_lakes', '/offices/summerlin/city/the-lakes'],
    ['/offices/summerlin/contact-us.html', '/offices/summerlin'],
    ['/offices/summerlin/contact_us.html', '/offices/summerlin'],
    ['/offices/summerlin/index.html', '/offices/summerlin'],
    ['/offices/summerlin/our-team/index.html', '/offices/summerlin/our-team'],
    ['/offices/index.html', '/offices'],
    ['/Offices/Summerlin/Our_Team/', '/offices/summerlin/our-team'],
  ])('%s redirects to %s', (from, to) => expect(at(from)).toBe(to));

  test('a services suffix goes to the city page of that service area', () => {
    expect(at('/offices/summerlin/the-lakes-handyman-services')).toBe('/offices/summerlin/city/the-lakes');
    expect(at('/offices/summerlin/The_Lakes-Handyman-Services', '?utm=x', '#local-services')).toBe(
      '/offices/summerlin/city/the-lakes?utm=x#local-services',
    );
  });

  test('real franchise pages are left alone', () => {
    for (const path of [
      '/offices/summerlin',
      '/offices/summerlin/seasonal-services',
      '/offices/summerlin/services/deck-repair',
      '/offices/summerlin/handyman-services',
      '/offices/summerlin/contact_success',
      '/offices/summerlin/local.json',
    ]) {
      expect(at(path)).toBeNull();
    }
  });

  test('underscores elsewhere are not franchise paths and stay', () => {
    expect(at('/contact_success')).toBeNull();
  });
});

test('normal addresses need no redirect', () => {
  for (const path of ['/', '/offices', '/blog/2024/05/01/a-post', '/resources/privacy-policy/sms-policy']) expect(at(path)).toBeNull();
});

test('the normal form of a pathname', () => {
  expect(normalisePathname('/Offices/Summerlin/')).toBe('/offices/summerlin');
  expect(normalisePathname('')).toBe('/');
});

test('canonical URL: the site base plus the normalised path, no query or hash', () => {
  expect(canonicalUrl('https://www.example.com', '/Services/')).toBe('https://www.example.com/services');
  expect(canonicalUrl('https://www.example.com/', '/')).toBe('https://www.example.com/');
  expect(canonicalUrl('https://www.example.com', '/offices/summerlin/our_team')).toBe('https://www.example.com/offices/summerlin/our-team');
});

test('the normal form is stable: a redirected address never redirects again', () => {
  const addresses = [
    '/Offices/North_Raleigh/Our_Team/index.html/',
    '/offices/summerlin/The_Lakes-Handyman-Services/',
    '/offices/contact-us.html',
    '/Blog/Search/Caf%C3%A9',
    '//Services//Painting//',
    '/offices/summerlin/contact_success/',
  ];
  for (const address of addresses) {
    const once = normalisePathname(address);
    expect(normalisePathname(once)).toBe(once);
    expect(pathRedirect({ pathname: once, search: '', hash: '' })).toBeNull();
  }
});

describe("aliases and legacy addresses go to the page's one address", () => {
  test.each([
    ['/services.html', '/services'],
    ['/Packages.html', '/packages'],
    ['/blog.html', '/blog'],
    ['/offices.html', '/offices'],
    ['/FindACraftsman', '/offices'],
    ['/our-story', '/why-choose-us/our-story'],
    ['/your-team', '/why-choose-us/your-team'],
    ['/community-matters', '/why-choose-us/community-matters'],
    ['/goals', '/why-choose-us/goals'],
    ['/OurStory', '/why-choose-us/our-story'],
    ['/CommunityMatters', '/why-choose-us/community-matters'],
    ['/Goals', '/why-choose-us/goals'],
    ['/WhyChooseUs/MeetTheTeam', '/why-choose-us/your-team'],
    ['/whychooseus/ourstory', '/why-choose-us/our-story'],
  ])('%s -> %s, in one step', (alias, page) => {
    expect(at(alias)).toBe(page);
    expect(at(page)).toBeNull();
  });

  test('a list address is left to the remote that owns it (the blog moves page 1 to the list itself)', () => {
    expect(at('/blog/page/1')).toBeNull();
    expect(at('/Blog/Category/Painting/Page/1')).toBe('/blog/category/painting/page/1');
  });

  test("the canonical URL of an alias is its page's", () => {
    expect(canonicalUrl('https://www.example.com', '/services.html')).toBe('https://www.example.com/services');
  });
});
