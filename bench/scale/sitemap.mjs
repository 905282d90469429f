// The sitemap's first build (following a sitemap index to its children) and its completeness
// against what the generator wrote.
import { round, timed } from './measure.mjs';
import { SHELL } from './stack.mjs';

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
/** A <loc> as a content path: no origin, no leading or trailing slash ("" is the home page). */
const pathOf = (loc) => new URL(loc, SHELL).pathname.replace(/^\/+|\/+$/g, '');
const text = (body) => Buffer.from(body).toString('utf8');

export async function measureSitemap(manifest, posts) {
  const started = performance.now();
  const first = await timed(`${SHELL}/sitemap.xml`, { expect: null, timeoutMs: 600_000 });
  const rootXml = text(first.body);
  const isIndex = /<sitemapindex[\s>]/.test(rootXml);
  const children = [];
  const urls = [];
  if (isIndex) {
    for (const loc of locs(rootXml)) {
      const child = await timed(`${SHELL}/${pathOf(loc)}${new URL(loc, SHELL).search}`, { expect: null, timeoutMs: 600_000 });
      const childUrls = locs(text(child.body));
      children.push({ path: pathOf(loc), status: child.status, urls: childUrls.length, bytes: child.bytes, ms: round(child.ms) });
      urls.push(...childUrls);
    }
  } else urls.push(...locs(rootXml));
  const buildMs = performance.now() - started;
  const found = new Set(urls.map(pathOf));
  const kinds = {
    officeHomes: manifest.officeList.map((o) => o.path),
    cityPages: manifest.officeList.flatMap((o) => o.cityPages),
    officeBlogPosts: manifest.officeList.flatMap((o) => o.blogPosts),
    blogPosts: posts,
  };
  const completeness = Object.fromEntries(
    Object.entries(kinds).map(([kind, paths]) => [kind, { expected: paths.length, found: paths.filter((p) => found.has(p)).length }]),
  );
  return {
    status: first.status,
    isIndex,
    firstBuildMs: round(buildMs),
    rootMs: round(first.ms),
    children: children.length,
    largestChildUrls: Math.max(0, ...children.map((c) => c.urls)),
    urls: urls.length,
    bytes: first.bytes + children.reduce((n, c) => n + c.bytes, 0),
    completeness,
    complete: first.status === 200 && Object.values(completeness).every((c) => c.found === c.expected),
  };
}
