// All corporate blog posts, oldest first: one file per post in data/blog (see post-files.ts).
import type { PostSource } from './blog-authors';
import { readPosts } from './post-files';

export const ALL_POSTS: PostSource[] = readPosts('blog');

/** Site-relative path of a dated post: blog/yyyy/mm/dd/slug. */
export const postPath = (post: PostSource): string => `blog/${post.date.replace(/-/g, '/')}/${post.slug}`;
