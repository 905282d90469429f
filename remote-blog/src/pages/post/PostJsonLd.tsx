import { asArray, type BlogPost } from '@handyman/shared';

/** BlogPosting structured data; "<" is escaped so the text cannot end the script element. */
export function PostJsonLd({ post }: { post: BlogPost }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.Heading,
    description: post.Description,
    datePublished: post.DatePublished,
    dateModified: post.DateUpdated ?? post.DatePublished,
    author: asArray(post.IGX_Categories?.Authors).map((author) => ({ '@type': 'Person', name: author.Name })),
  };
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
