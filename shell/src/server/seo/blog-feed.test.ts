import type { BlogPost, PageResult } from '@handyman/contracts';
import { buildBlogFeed } from './blog-feed';
import { createSeedReader, seedPages } from '../../testing/seed-reader-kit';
import { elementTexts, unescapeXml, xmlProblems } from '../../testing/xml-check-kit';

const BASE = 'https://www.example.com';
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

const seedPosts = [...seedPages().values()].flatMap((result) => ('BlogPost' in result ? [result.BlogPost] : []));
const newestSeedPosts = [...seedPosts].sort((a, b) => Date.parse(b.DatePublished) - Date.parse(a.DatePublished));
const items = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '');
const textOf = (xml: string, name: string) => unescapeXml(elementTexts(xml, name)[0] ?? '');

test('an RSS 2.0 channel of the 20 newest corporate posts, newest first, linked where the blog links them', async () => {
  const xml = await buildBlogFeed(createSeedReader().read, BASE);
  expect(xmlProblems(xml)).toEqual([]);
  expect(xml).toMatch(/^<\?xml[^>]*\?>\n<rss version="2\.0" xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom">\n {2}<channel>/);
  const channel = xml.slice(0, xml.indexOf('<item>'));
  expect(textOf(channel, 'title')).toBe('Brightwood Handyman Blog');
  expect(textOf(channel, 'link')).toBe(`${BASE}/blog`);
  expect(textOf(channel, 'description')).toMatch(/\w/);
  expect(channel).toContain(`<atom:link href="${BASE}/blog/feed.xml" rel="self" type="application/rss+xml"/>`);

  expect(seedPosts.length).toBeGreaterThan(20);
  const feedItems = items(xml);
  expect(feedItems).toHaveLength(20);
  feedItems.forEach((item, i) => {
    const post = newestSeedPosts[i]!;
    expect(textOf(item, 'title')).toBe(post.Heading);
    expect(textOf(item, 'link')).toBe(`${BASE}/${post.SURL}`);
    expect(item).toContain(`<guid isPermaLink="true">${BASE}/${post.SURL}</guid>`);
    expect(textOf(item, 'pubDate')).toMatch(RFC_822);
    expect(Date.parse(textOf(item, 'pubDate'))).toBe(Date.parse(post.DatePublished));
    expect(textOf(item, 'description').length).toBeGreaterThan(0);
  });
});

function newestPost(changes: Partial<BlogPost>): Record<string, PageResult> {
  const post: BlogPost = { ...newestSeedPosts[0]!, DatePublished: '2030-01-01T00:00:00Z', ...changes };
  return { [post.SURL]: { BlogPost: post } };
}

test('hostile titles and summaries stay text: escaped, never markup or CDATA', async () => {
  const pages = newestPost({
    SURL: 'blog/2030/01/01/a&b',
    Heading: '</title><script>alert(1)</script>',
    Description: ']]><![CDATA[<script>x</script> & more',
  });
  const xml = await buildBlogFeed(createSeedReader({ pages }).read, BASE);
  expect(xmlProblems(xml)).toEqual([]);
  expect(xml).not.toMatch(/<script|<!\[CDATA\[|\]\]>/);
  const item = items(xml)[0]!;
  expect(item).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  expect(textOf(item, 'title')).toBe('</title><script>alert(1)</script>');
  expect(textOf(item, 'link')).toBe(`${BASE}/blog/2030/01/01/a&b`);
  expect(textOf(item, 'description')).toBe(']]><![CDATA[ & more');
});

test('a post without a description is summed up by the start of its body as plain text', async () => {
  const body = `<p>Start <strong>here</strong> &amp; read on.</p><script>evil()</script>${'<p>word </p>'.repeat(200)}`;
  const xml = await buildBlogFeed(createSeedReader({ pages: newestPost({ Description: undefined, Post: body }) }).read, BASE);
  const summary = textOf(items(xml)[0]!, 'description');
  expect(summary.startsWith('Start here & read on. word word')).toBe(true);
  expect(summary).not.toMatch(/<|evil/);
  expect(summary.length).toBeLessThanOrEqual(301);
  expect(summary.endsWith('…')).toBe(true);
});

test('without site settings the channel is called "Blog"', async () => {
  const xml = await buildBlogFeed(createSeedReader({ fail: (path) => path === 'api/x31' }).read, BASE);
  expect(textOf(xml, 'title')).toBe('Blog');
  expect(items(xml)).toHaveLength(20);
});

test('the posts failing fails the feed (the server answers 503)', async () => {
  await expect(buildBlogFeed(createSeedReader({ fail: (path) => path === 'api/search' }).read, BASE)).rejects.toThrow('503');
});
