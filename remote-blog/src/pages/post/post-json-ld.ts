import type { BlogPosting, WithContext } from 'schema-dts';
import { asArray, type BlogPost, type SiteSettings } from '@handyman/contracts';
import { mediaUrl, siteBaseUrl } from '@handyman/platform/base';
import { authorPath } from '../../rules/blog-links';

/** The site's picture for a post without one (the shell serves it; link previews use it too). */
export const FALLBACK_POST_IMAGE = '/share-default.png';

export interface PostContext {
  /** The post's canonical URL. */
  url: string;
  /** The site base (no trailing slash). */
  base: string;
  /** The brand's name and logo URL, for the publisher. */
  publisher: string;
  logo?: string;
  /** Whether the authors have pages of the blog (corporate posts; an office's authors have none). */
  authorPages: boolean;
}

/** The context of a post at a site path from the site settings (none when they cannot be had). */
export function postContext(settings: SiteSettings | undefined, pathname: string, authorPages: boolean): PostContext {
  const base = siteBaseUrl(settings).replace(/\/+$/, '');
  const logo = mediaUrl(settings?.Header?.HeaderLogo?.Value) || undefined;
  const publisher = settings?.GlobalSettings?.BrandName?.Value ?? '';
  return { url: `${base}${pathname}`, base, publisher, authorPages, ...(logo ? { logo } : {}) };
}

/**
 * A post as schema.org BlogPosting: the title, dates, image (the site's picture when the post has
 * none) and authors (with their page) a reader sees, published by the brand's Organization (the
 * node the home page describes, by the same @id).
 */
export function blogPostingJsonLd(post: BlogPost, { url, base, publisher, logo, authorPages }: PostContext): WithContext<BlogPosting> {
  const authors = asArray(post.IGX_Categories?.Authors).filter((author) => Boolean(author.Name));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.Heading || post.Title,
    ...(post.Description ? { description: post.Description } : {}),
    url,
    mainEntityOfPage: url,
    ...(post.DatePublished ? { datePublished: post.DatePublished } : {}),
    ...(post.DateUpdated || post.DatePublished ? { dateModified: post.DateUpdated ?? post.DatePublished } : {}),
    image: post.Image?.Value ? mediaUrl(post.Image.Value) : `${base}${FALLBACK_POST_IMAGE}`,
    author: authors.map((author) => ({
      '@type': 'Person' as const,
      name: author.Name,
      ...(authorPages ? { url: `${base}${authorPath(author.Name)}` } : {}),
    })),
    publisher: {
      '@type': 'Organization',
      '@id': `${base}/#organization`,
      name: publisher,
      url: `${base}/`,
      ...(logo ? { logo: { '@type': 'ImageObject' as const, url: logo } } : {}),
    },
  };
}
