import { expect, test, type APIRequestContext } from '@playwright/test';

// One indexable address per page, as a search engine meets the site (server answers, no script):
// aliases and legacy addresses are permanent redirects that end on a real page, made-up prefixes
// and empty lists are not found, search results and raw data are never indexed.

const answer = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

/** The robots directive of a page's server HTML ('' when none). */
async function robotsOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? '';
}

const ALIASES: [string, string][] = [
  ['/services.html', '/services'],
  ['/packages.html', '/packages'],
  ['/blog.html', '/blog'],
  ['/offices.html', '/offices'],
  ['/findacraftsman', '/offices'],
  ['/FindACraftsman', '/offices'],
  ['/our-story', '/why-choose-us/our-story'],
  ['/your-team', '/why-choose-us/your-team'],
  ['/goals', '/why-choose-us/goals'],
  ['/community-matters', '/why-choose-us/community-matters'],
  ['/OurStory', '/why-choose-us/our-story'],
  ['/CommunityMatters', '/why-choose-us/community-matters'],
  ['/Goals', '/why-choose-us/goals'],
  ['/WhyChooseUs/MeetTheTeam', '/why-choose-us/your-team'],
  ['/whychooseus/ourstory', '/why-choose-us/our-story'],
  ['/blog/page/1', '/blog'],
  ['/blog/category/safety/page/1', '/blog/category/safety'],
  ['/summerlin/services/painting', '/services/painting'],
  ['/summerlin/findacraftsman', '/offices'],
  ['/blog/spotting-home-repair-scams', '/blog/2023/04/11/spotting-home-repair-scams'],
];

for (const [alias, page] of ALIASES) {
  test(`${alias} is a permanent redirect, in one step, to ${page}, which is a page`, async ({ request }) => {
    const moved = await answer(request, alias);
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers().location!, 'http://site.invalid').pathname).toBe(page);
    const target = await answer(request, page);
    expect(target.status()).toBe(200);
    expect(await target.text()).toContain(`<link rel="canonical" href="`);
  });
}

test('a prefix that is not an office makes no page', async ({ request }) => {
  for (const path of ['/anything-at-all/services/painting', '/anything-at-all/findacraftsman', '/nowhere/services/painting/doors']) {
    expect((await answer(request, path)).status(), path).toBe(404);
  }
});

test('a category, author or year with no posts is not found, and not indexed', async ({ request }) => {
  for (const path of ['/blog/category/nothing', '/blog/author/nobody', '/blog/year/1999']) {
    const response = await answer(request, path);
    expect(response.status(), path).toBe(404);
    expect(await robotsOf(request, path)).toContain('noindex');
  }
  for (const path of ['/blog/category/safety', '/blog/author/marcusbell', '/blog/year/2023']) {
    expect((await answer(request, path)).status(), path).toBe(200);
    expect(await robotsOf(request, path)).toBe('');
  }
});

test('search results are noindex (links still followed); local.json is never indexed', async ({ request }) => {
  for (const path of ['/blog/search/deck', '/blog/search?q=gutters']) {
    expect((await answer(request, path)).status(), path).toBe(200);
    expect(await robotsOf(request, path)).toMatch(/noindex/);
    expect(await robotsOf(request, path)).not.toMatch(/nofollow/);
  }
  expect(await robotsOf(request, '/offices/summerlin/local.json')).toMatch(/noindex/);
});

test('/favicon.ico is served', async ({ request }) => {
  const icon = await answer(request, '/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
