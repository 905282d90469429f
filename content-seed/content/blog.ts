// All corporate blog posts, oldest first.
import { POSTS_2020_2022 } from './blog-2020-2022';
import { POSTS_2023_2024 } from './blog-2023-2024';
import { POSTS_2025_2026 } from './blog-2025-2026';
import type { PostSource } from './blog-authors';

export const ALL_POSTS: PostSource[] = [...POSTS_2020_2022, ...POSTS_2023_2024, ...POSTS_2025_2026];

/** Site-relative path of a dated post: blog/yyyy/mm/dd/slug. */
export const postPath = (post: PostSource): string => `blog/${post.date.replace(/-/g, '/')}/${post.slug}`;

/** Most posts carry an image; a few do not, so the front end is exercised without one. */
export const postHasImage = (index: number): boolean => index % 7 !== 6;
