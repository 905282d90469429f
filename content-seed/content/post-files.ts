// Reads blog posts from data: one .html file per post, named <yyyy-mm-dd>-<slug>.html, holding the
// article HTML under a comment with the post's other fields as JSON (title, description, cats,
// author, scene; optionally seoTitle, updated, cta). Files are read in name order, so oldest first.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR, dataText } from '../lib/data-files';
import { SCENE_KINDS } from '../lib/scenes';
import { CATEGORIES, type PostSource } from './blog-authors';

const FILE_NAME = /^(\d{4}-\d{2}-\d{2})-([a-z0-9-]+)\.html$/;
const HEAD = /^<!--\n(\{[\s\S]*?\})\n-->\n/;
const CTA_COLORS = ['Red', 'Yellow', 'Green'];

type Meta = Record<string, unknown>;

function problemsOf(meta: Meta): string[] {
  const problems: string[] = [];
  for (const field of ['title', 'description', 'author']) {
    if (typeof meta[field] !== 'string' || meta[field] === '') problems.push(`${field} must be a non-empty string`);
  }
  const cats = Array.isArray(meta.cats) ? meta.cats : [meta.cats];
  const unknown = cats.filter((cat) => !(CATEGORIES as readonly unknown[]).includes(cat));
  if (unknown.length > 0 || cats.length === 0) problems.push(`cats ${JSON.stringify(meta.cats)}: each one of ${CATEGORIES.join(', ')}`);
  const scene = meta.scene as Meta | undefined;
  if (typeof scene?.kind !== 'string' || !(SCENE_KINDS as readonly string[]).includes(scene.kind))
    problems.push(`scene.kind must be one of ${SCENE_KINDS.join(', ')}`);
  if (meta.cta !== undefined && !CTA_COLORS.includes(meta.cta as string)) problems.push(`cta must be one of ${CTA_COLORS.join(', ')}`);
  for (const field of ['updated', 'seoTitle']) {
    if (meta[field] !== undefined && typeof meta[field] !== 'string') problems.push(`${field} must be a string`);
  }
  return problems;
}

/** One post file: its date and slug from the name, its fields from the head, its body after it. */
export function parsePost(file: string, text: string): PostSource {
  const name = FILE_NAME.exec(file.split('/').pop() ?? '');
  const head = HEAD.exec(text);
  if (!name || !head)
    throw new Error(`data/${file}: a post file is <yyyy-mm-dd>-<slug>.html and starts with <!--, its fields as JSON, -->`);
  let meta: Meta;
  try {
    meta = JSON.parse(head[1] ?? '') as Meta;
  } catch (error) {
    throw new Error(`data/${file}: ${(error as Error).message}`);
  }
  const problems = problemsOf(meta);
  if (problems.length > 0) throw new Error(`data/${file}:\n  ${problems.join('\n  ')}`);
  return { date: name[1], slug: name[2], ...meta, body: text.slice(head[0].length) } as PostSource;
}

/** Every post in data/<dir>, oldest first. */
export function readPosts(dir: string): PostSource[] {
  return readdirSync(join(DATA_DIR, dir))
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => parsePost(`${dir}/${name}`, dataText(`${dir}/${name}`)));
}
