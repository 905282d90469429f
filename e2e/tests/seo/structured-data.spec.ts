import { expect, test, type APIRequestContext } from '@playwright/test';
import { asArray } from '@handyman/contracts';
import { franchiseHome, siteSettings } from '../../support/content';

// What the structured data says, page type by page type, in the server's HTML: the brand on the
// home page, one business per office that city pages and posts refer to, complete posts.

type Node = Record<string, unknown>;

async function blocksOf(request: APIRequestContext, path: string): Promise<Node[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!) as Node);
}

const ofType = (blocks: Node[], type: string) => blocks.filter((block) => block['@type'] === type);

test('home: the Organization (name, url, logo, phone, social pages) and the WebSite it publishes', async ({ request }) => {
  const settings = await siteSettings(request);
  const base = settings.GlobalSettings.CanonicalBaseURL.Value.replace(/\/+$/, '');
  const blocks = await blocksOf(request, '/');
  const organization = blocks.find((block) => block['@id'] === `${base}/#organization`);
  expect(organization).toMatchObject({
    '@type': 'Organization',
    name: settings.GlobalSettings.BrandName.Value,
    url: `${base}/`,
    logo: expect.stringMatching(/^https?:\/\//),
    contactPoint: { '@type': 'ContactPoint', telephone: expect.stringMatching(/^\+1-\d{3}-\d{3}-\d{4}$/) },
  });
  const social = asArray(settings.Footer.Social.Page).map((page) => page.CustomURL ?? page.URL);
  expect(organization!.sameAs).toEqual(social);
  expect(ofType(blocks, 'WebSite')).toEqual([expect.objectContaining({ url: `${base}/`, publisher: { '@id': `${base}/#organization` } })]);
});

test('an office: one business with an @id; each city page names the same business serving that city, and nothing else', async ({
  request,
}) => {
  const home = await franchiseHome(request, 'offices/summerlin');
  const [office] = ofType(await blocksOf(request, '/offices/summerlin'), 'HomeAndConstructionBusiness');
  expect(office).toMatchObject({ '@id': expect.stringMatching(/\/offices\/summerlin#business$/), address: { '@type': 'PostalAddress' } });
  for (const city of asArray(home.ServiceCitySEO)) {
    const blocks = await blocksOf(request, `/${city.CityURL}`);
    const businesses = blocks.filter((block) => /Business$/.test(String(block['@type'])));
    expect(businesses, city.CityURL).toHaveLength(1);
    expect(businesses[0]).toMatchObject({
      '@id': office!['@id'],
      url: office!.url,
      address: office!.address,
      areaServed: [{ '@type': 'City', name: city.City.Value }],
    });
    expect(ofType(blocks, 'BreadcrumbList')).toHaveLength(1);
  }
});

test('offers shown with a price are Offers of the office that shows them', async ({ request }) => {
  const [office] = ofType(await blocksOf(request, '/offices/north-scottsdale'), 'HomeAndConstructionBusiness');
  expect(office!.makesOffer).toContainEqual(
    expect.objectContaining({ '@type': 'Offer', name: 'Snowbird Pre-Arrival Check: $199', price: 199, priceCurrency: 'USD' }),
  );
  for (const offer of asArray(office!.makesOffer as Node[])) expect(offer.price).toEqual(expect.any(Number));
});

test('a campaign page names its office', async ({ request }) => {
  const blocks = await blocksOf(request, '/offices/summerlin/campaign/summer-ready');
  expect(ofType(blocks, 'HomeAndConstructionBusiness')).toEqual([expect.objectContaining({ '@id': expect.stringMatching(/#business$/) })]);
});

test('a post: author with a page, publisher with its logo, an image even without its own, breadcrumbs', async ({ request }) => {
  const base = (await siteSettings(request)).GlobalSettings.CanonicalBaseURL.Value.replace(/\/+$/, '');
  // Every seed post has a photo now; the site's stand-in picture for a post without one is
  // covered by post-json-ld.test.ts.
  for (const path of ['/blog/2023/04/11/spotting-home-repair-scams', '/blog/2021/03/23/deck-inspection-checklist']) {
    const blocks = await blocksOf(request, path);
    const [post] = ofType(blocks, 'BlogPosting');
    expect(post, path).toMatchObject({
      url: `${base}${path}`,
      image: expect.stringMatching(/^https?:\/\//),
      publisher: { '@id': `${base}/#organization`, logo: { '@type': 'ImageObject', url: expect.stringMatching(/^https?:\/\//) } },
    });
    for (const author of asArray(post!.author as Node[])) expect(author.url).toMatch(new RegExp(`^${base}/blog/author/[a-z0-9]+$`));
  }
});

test("the settings' SEO inserts are in the server's HTML, once each, the script at index 6 never", async ({ request }) => {
  const seo = (await siteSettings(request)).SEO;
  const html = await (await request.get('/offices/summerlin')).text();
  for (const [index, script] of seo.Script.entries()) {
    const count = html.split(`data-seo-insert="${script.CommentLabel}"`).length - 1;
    expect(count, script.CommentLabel).toBe(index === 6 ? 0 : 1);
  }
  expect(html.match(/<noscript data-seo-insert="NoScript">/g)).toHaveLength(1);
  for (const meta of seo.MetaTag.filter((tag) => tag.name && tag.name !== 'theme-color')) {
    expect(html).toContain(`<meta name="${meta.name}" content="`);
  }
});
