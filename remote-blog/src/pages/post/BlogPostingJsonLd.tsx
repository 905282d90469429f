import { asArray, mediaUrl, siteBaseUrl, useSiteSettings, type BlogPost } from '@handyman/shared';
import { JsonLd } from '@handyman/shared/ui';

/** A post as schema.org BlogPosting, for search engines: the same title, dates and author a reader sees. */
export function blogPostingJsonLd(post: BlogPost, base: string, path: string, publisher: string): Record<string, unknown> {
  const authors = asArray(post.IGX_Categories?.Authors);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.Heading || post.Title,
    description: post.Description,
    url: `${base}${path}`,
    mainEntityOfPage: `${base}${path}`,
    datePublished: post.DatePublished,
    ...(post.DateUpdated ? { dateModified: post.DateUpdated } : {}),
    ...(post.Image?.Value ? { image: mediaUrl(post.Image.Value) } : {}),
    ...(authors.length > 0 ? { author: authors.map((author) => ({ '@type': 'Person', name: author.Name })) } : {}),
    ...(publisher ? { publisher: { '@type': 'Organization', name: publisher } } : {}),
  };
}

export function BlogPostingJsonLd({ post, path }: { post: BlogPost; path: string }) {
  const { data: settings } = useSiteSettings();
  const publisher = settings?.GlobalSettings?.BrandName?.Value ?? '';
  return <JsonLd data={blogPostingJsonLd(post, siteBaseUrl(settings), path, publisher)} />;
}
