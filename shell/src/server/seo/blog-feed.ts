import type { BlogPost, SiteSettingsResource } from '@handyman/contracts';
import type { ContentReader } from './content-reader';
import { summaryOf } from './post-summary';
import { attempt, readBlogPosts, readPage } from './read-content';
import { contentPathOf, siteUrl } from './site-url';
import { escapeXml } from './xml';

const FEED_SIZE = 20;

const timeOf = (date: string | undefined) => (date ? Date.parse(date) : Number.NaN);
/** RFC 822 date-time (toUTCString gives "Tue, 14 Jul 2026 09:00:00 GMT"). */
const rfc822 = (time: number) => new Date(time).toUTCString();
const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** Newest first by DatePublished (the service sorts too; this keeps the feed right if it does not); undated last. */
function newestFirst(posts: BlogPost[]): BlogPost[] {
  const key = (post: BlogPost) => {
    const time = timeOf(post.DatePublished);
    return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
  };
  return [...posts].sort((a, b) => (key(a) === key(b) ? 0 : key(b) > key(a) ? 1 : -1));
}

function itemOf(post: BlogPost, base: string): string | undefined {
  const path = contentPathOf(post.SURL || post.URL);
  if (!path) return undefined;
  const link = siteUrl(path, base);
  const published = timeOf(post.DatePublished);
  return [
    '    <item>',
    `      ${element('title', post.Heading || post.Title || post.Name || '')}`,
    `      ${element('link', link)}`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    ...(Number.isNaN(published) ? [] : [`      ${element('pubDate', rfc822(published))}`]),
    `      ${element('description', summaryOf(post))}`,
    '    </item>',
  ].join('\n');
}

/** /blog/feed.xml: RSS 2.0 of the latest corporate blog posts. Throws when the posts cannot be read. */
export async function buildBlogFeed(read: ContentReader, base: string): Promise<string> {
  const [envelope, settings, index] = await Promise.all([
    readBlogPosts(read, 1, FEED_SIZE),
    attempt(read<SiteSettingsResource>('api/x31')),
    attempt(readPage(read, 'blog', 'BlogIndex')),
  ]);
  const posts = newestFirst((envelope.results ?? []).flatMap((result) => (result?.BlogPost ? [result.BlogPost] : []))).slice(0, FEED_SIZE);
  const brand = settings?.SiteSettings?.GlobalSettings?.BrandName?.Value?.trim();
  const title = brand ? `${brand} Blog` : 'Blog';
  const newest = timeOf(posts[0]?.DatePublished);
  const self = `${base.replace(/\/+$/, '')}/blog/feed.xml`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', title)}`,
    `    ${element('link', siteUrl('blog', base))}`,
    `    ${element('description', index?.Description?.trim() || title)}`,
    '    <language>en-us</language>',
    ...(Number.isNaN(newest) ? [] : [`    ${element('lastBuildDate', rfc822(newest))}`]),
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...posts.flatMap((post) => itemOf(post, base) ?? []),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
