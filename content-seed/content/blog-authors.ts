// Blog authors, categories and the shape of a post. Category and author names appear in URLs
// lowercased with spaces removed (/blog/category/kitchenandbath, /blog/author/marcusbell).
import type { BlogPost } from '@handyman/contracts';
import type { SceneKind, SceneOptions } from '../lib/scenes';

export const AUTHORS = ['Dana Whitaker', 'Marcus Bell', 'Priya Raman', 'Tom Kowalski', 'Elena Ortiz'];

export const CATEGORIES = [
  'Home Maintenance',
  'Seasonal Tips',
  'Kitchen and Bath',
  'Outdoor Living',
  'Safety',
  'Real Estate Tips',
  'DIY vs Pro',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** A post's illustration: the scene kind and its options. */
export type PostScene = SceneOptions & { kind: SceneKind };

/** A blog post as written: corporate posts and office posts share it. */
export interface PostSource {
  /** yyyy-mm-dd */
  date: string;
  updated?: string;
  slug: string;
  title: string;
  /** The page title when the heading is too long for a search result (about 60 characters with the site's suffix). */
  seoTitle?: string;
  description: string;
  /** One category as a string (sent as a single object), several as a list. */
  cats: Category | Category[];
  author: string;
  cta?: BlogPost['CTAColor'];
  scene: PostScene;
  /** Article HTML. */
  body: string;
}
