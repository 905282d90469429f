// Local blog posts written by the offices that run a franchise blog: data/office-blogs/<office>/,
// one file per post (see post-files.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../lib/data-files';
import type { PostSource } from './blog-authors';
import { OFFICES } from './offices';
import { readPosts } from './post-files';

function officeBlogs(): Partial<Record<string, PostSource[]>> {
  const offices = readdirSync(join(DATA_DIR, 'office-blogs'));
  const unknown = offices.filter((office) => !OFFICES.some((o) => o.slug === office));
  if (unknown.length > 0) throw new Error(`data/office-blogs: no office ${unknown.join(', ')} in data/offices`);
  return Object.fromEntries(offices.map((office) => [office, readPosts(`office-blogs/${office}`)]));
}

/** Office slug -> its posts, oldest first. */
export const FRANCHISE_POSTS = officeBlogs();
