import { useLocation } from 'react-router-dom';
import { asArray, type BlogPost } from '@handyman/contracts';
import { mediaUrl, siteBaseUrl, useSiteSettings } from '@handyman/platform';
import { JsonLd } from '@handyman/platform/ui';

/** A post as schema.org BlogPosting: the title, dates, image and authors a reader sees, at its address. */
export function blogPostingJsonLd(post: BlogPost, url: string, publisher: string): Record<string, unknown> {
  const authors = asArray(post.IGX_Categories?.Authors);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.Heading || post.Title,
    description: post.Description,
    url,
    mainEntityOfPage: url,
    datePublished: post.DatePublished,
    dateModified: post.DateUpdated ?? post.DatePublished,
    ...(post.Image?.Value ? { image: mediaUrl(post.Image.Value) } : {}),
    author: authors.map((author) => ({ '@type': 'Person', name: author.Name })),
    ...(publisher ? { publisher: { '@type': 'Organization', name: publisher } } : {}),
  };
}

export function PostJsonLd({ post }: { post: BlogPost }) {
  const { pathname } = useLocation();
  const { data: settings } = useSiteSettings();
  return <JsonLd data={blogPostingJsonLd(post, `${siteBaseUrl(settings)}${pathname}`, settings?.GlobalSettings?.BrandName?.Value ?? '')} />;
}
