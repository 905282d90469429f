// Corporate blog posts cloned from the real ones: new dated paths over many years, more categories
// and authors than the real seed, bodies recombined from real paragraphs plus words to search for.
import type { BlogCategory, BlogPost, OneOrMany } from '@handyman/contracts';
import { serialWord, type Random } from './random';

export const FIRST_DAY = Date.UTC(2008, 0, 1);
export const LAST_DAY = Date.UTC(2026, 10, 15);

const EXTRA_CATEGORIES = [
  'Plumbing',
  'Electrical',
  'Painting',
  'Flooring',
  'Carpentry',
  'Drywall',
  'Doors and Windows',
  'Decks and Patios',
  'Fencing',
  'Gutters',
  'Roofing',
  'Energy Savings',
  'Aging in Place',
  'Pet Friendly Homes',
  'Small Spaces',
  'Curb Appeal',
  'Storage and Organization',
  'Holiday Prep',
  'Storm Readiness',
  'Garage',
  'Basements',
  'Attics',
  'Lighting',
  'Tile',
  'Cabinets',
  'Appliances',
  'Smart Home',
  'Rental Properties',
  'Historic Homes',
  'Budget Projects',
  'Company News',
  'Community',
  'Careers',
];
const EXTRA_AUTHORS = [
  'Jordan Reyes',
  'Alicia Moreno',
  'Ben Okafor',
  'Chloe Nguyen',
  'Derek Haas',
  'Fatima Siddiqui',
  'Gus Lindqvist',
  'Hannah Brooks',
  'Ivan Petrov',
  'June Park',
  'Kofi Mensah',
  'Lena Fischer',
  'Miguel Santos',
  'Nora Quinn',
  'Owen Gallagher',
  'Paula Ferreira',
  'Raj Patel',
  'Sofia Rossi',
  'Theo Martin',
  'Wendy Zhao',
];

/** A phrase some generated posts carry word for word, for phrase search. */
export const PHRASE = 'seasonal punch list';
/** Share of generated posts that carry PHRASE. */
const PHRASE_SHARE = 0.08;

export interface PostPool {
  sources: BlogPost[];
  paragraphs: string[];
  categories: string[];
  authors: string[];
}

const isHostile = (post: BlogPost) => /<script|onerror=|javascript:|<iframe/i.test(post.Post);
const blocksOf = (html: string) => html.match(/<(p|h2|h3|ul|ol|blockquote)\b[\s\S]*?<\/\1>/g) ?? [];
const names = (value: OneOrMany<BlogCategory> | undefined) => (Array.isArray(value) ? value : value ? [value] : []).map((c) => c.Name);

/** What the clones draw from: the real posts (not the one with hostile markup) and their paragraphs. */
export function postPool(realPosts: BlogPost[]): PostPool {
  const sources = realPosts.filter((p) => !isHostile(p));
  if (sources.length === 0) throw new Error('the source seed has no blog posts to clone');
  const real = (pick: (p: BlogPost) => string[]) => [...new Set(realPosts.flatMap(pick))];
  const categories = real((p) => names(p.IGX_Categories.BlogCategories));
  const authors = real((p) => names(p.IGX_Categories.Authors));
  return {
    sources,
    paragraphs: sources.flatMap((p) => blocksOf(p.Post).filter((b) => b.startsWith('<p>') && !b.includes('<a '))),
    categories: [...categories, ...EXTRA_CATEGORIES.filter((c) => !categories.includes(c))],
    authors: [...authors, ...EXTRA_AUTHORS.filter((a) => !authors.includes(a))],
  };
}

const DAY = 86_400_000;
const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T09:00:00Z`;

function recombine(source: BlogPost, pool: PostPool, random: Random, word: string, phrase: boolean): string {
  const blocks = blocksOf(source.Post);
  for (let swaps = random.int(1, 2); swaps > 0; swaps--) {
    const at = blocks.findIndex((b, i) => i > 0 && b.startsWith('<p>') && !b.includes('<a ') && random.next() < 0.5);
    if (at > 0) blocks[at] = random.pick(pool.paragraphs);
  }
  const closing = phrase
    ? `<p>Crew note ${word}: add the ${PHRASE} to your calendar and we will bring the ladder.</p>`
    : `<p>Crew note ${word}: ask your local office what it would add for a home like yours.</p>`;
  return [...blocks, closing].join('\n');
}

/** The n-th generated post (n from 0); its path is unique through its serial word. */
export function clonePost(n: number, pool: PostPool, random: Random): BlogPost {
  const source = random.pick(pool.sources);
  const word = serialWord(n);
  const published = FIRST_DAY + random.int(0, Math.floor((LAST_DAY - FIRST_DAY) / DAY)) * DAY;
  const updated = random.next() < 0.2 ? Math.min(LAST_DAY, published + random.int(1, 200) * DAY) : undefined;
  const date = iso(published).slice(0, 10);
  const [y, m, d] = date.split('-') as [string, string, string];
  const slug = `${source.Name}-${word}`;
  const path = `blog/${y}/${m}/${d}/${slug}`;
  const categories = [
    ...new Set(Array.from({ length: random.int(1, 3) }, () => pool.categories[random.skewed(pool.categories.length)] as string)),
  ];
  const author = { Name: random.pick(pool.authors) };
  const crumbs = source.BreadcrumbNavigation?.Page.slice(0, 2) ?? [];
  return {
    ...source,
    Name: slug,
    URL: path,
    SURL: path,
    Changed: iso(updated ?? published),
    DatePublished: iso(published),
    DateUpdated: updated === undefined ? undefined : iso(updated),
    Post: recombine(source, pool, random, word, random.next() < PHRASE_SHARE),
    IGX_Categories: {
      BlogCategories: categories.length === 1 ? { Name: categories[0] as string } : categories.map((Name) => ({ Name })),
      Authors: n % 2 === 0 ? [author] : author,
    },
    BreadcrumbNavigation: {
      Page: [
        ...crumbs,
        { Name: y, URL: `blog/${y}`, Schema: 'Folder' },
        { Name: m, URL: `blog/${y}/${m}`, Schema: 'Folder' },
        { Name: d, URL: `blog/${y}/${m}/${d}`, Schema: 'Folder' },
        { Name: source.Heading, URL: path, Schema: 'BlogPost' },
      ],
    },
  };
}

/** Category and author names of a post, whichever shape they are sent in. */
export const categoriesOf = (post: BlogPost) => names(post.IGX_Categories.BlogCategories);
export const authorsOf = (post: BlogPost) => names(post.IGX_Categories.Authors);
