import { useLocation } from 'react-router-dom';
import type { BlogPosting, WithContext } from 'schema-dts';
import { asArray, type BlogPost } from '@handyman/contracts';
import { mediaUrl, siteBaseUrl, useServerRecord, useSiteSettings } from '@handyman/platform';
import { JsonLd } from '@handyman/platform/ui';
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

export function PostJsonLd({ post, authorPages }: { post: BlogPost; authorPages: boolean }) {
  const { pathname } = useLocation();
  const { data: settings } = useSiteSettings();
  const base = siteBaseUrl(settings).replace(/\/+$/, '');
  const logo = mediaUrl(settings?.Header?.HeaderLogo?.Value) || undefined;
  // A shared link to a post shows it as an article, with its own picture when it has one.
  const record = useServerRecord();
  if (record) {
    record.head.ogType = 'article';
    if (post.Image?.Value)
      record.head.image = { url: mediaUrl(post.Image.Value), ...(post.Image.AlternateText ? { alt: post.Image.AlternateText } : {}) };
  }
  const publisher = settings?.GlobalSettings?.BrandName?.Value ?? '';
  const context = { url: `${base}${pathname}`, base, publisher, authorPages, ...(logo ? { logo } : {}) };
  return <JsonLd data={blogPostingJsonLd(post, context)} />;
}
