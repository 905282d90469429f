import { asArray, type ImageField } from '@handyman/contracts';
import type { BlogPostSummary, BlogSummaryEnvelope } from '@handyman/platform/blog';

/** A post's card in a list, as plain fields. */
export interface PostCardView {
  heading: string;
  /** The post's site path. */
  href: string;
  /** ISO date it was published. */
  published: string;
  description?: string;
  /** The media field as the shared MediaImage takes it. */
  image?: ImageField;
  /** The first category, shown on the picture's stand-in when the post has no image. */
  category?: string;
}

/** A post summary from the content service as its card shows it. */
export function postCardView(post: BlogPostSummary): PostCardView {
  const category = asArray(post.IGX_Categories?.BlogCategories)[0]?.Name;
  return {
    heading: post.Heading,
    href: `/${post.SURL}`,
    published: post.DatePublished,
    ...(post.Description ? { description: post.Description } : {}),
    ...(post.Image?.Value ? { image: post.Image } : {}),
    ...(category ? { category } : {}),
  };
}

/** The cards of a page of the feed. */
export const postCards = (feed: BlogSummaryEnvelope): PostCardView[] => feed.results.map(({ BlogPost: post }) => postCardView(post));
