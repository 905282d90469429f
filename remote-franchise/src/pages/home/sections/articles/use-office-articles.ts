import { asArray, pageOfSchema, type PageLink } from '@handyman/contracts';
import { getPage, toContentPath, type LoaderArgs } from '@handyman/platform/base';
import { searchBlogSummaries, type BlogPostSummary } from '@handyman/platform/blog';

/** Posts each of a home page's article trays shows: three teasers. */
export const ARTICLES_SHOWN = 3;

/** An article as a tray shows it: its title linking to it, and its date. */
type ArticleLink = Pick<PageLink, 'Name' | 'URL' | 'Link' | 'Schema' | 'Changed'>;

const articleLink = ({ Name, URL, Link, Schema, Changed }: PageLink): ArticleLink => ({
  Name,
  URL,
  ...(Link ? { Link } : {}),
  ...(Schema ? { Schema } : {}),
  ...(Changed ? { Changed } : {}),
});

/**
 * The first three posts the office's blog index (its FranchiseBlogIndex) links; none when it has
 * no blog. Only those three are kept: the index links every post the office ever wrote.
 */
async function firstOfficePosts(blogPath: string): Promise<ArticleLink[]> {
  const index = pageOfSchema((await getPage(blogPath)).results[0], 'FranchiseBlogIndex');
  return asArray(index?.Navigation?.Page)
    .filter((page) => Boolean(page?.URL))
    .slice(0, ARTICLES_SHOWN)
    .map(articleLink);
}

/** The first three posts of the office's own blog through a loader's content cache; none when it has no blog (or it failed). */
export function loadOfficeBlogPosts(officePath: string, load: LoaderArgs['load']): Promise<PageLink[]> {
  const blogPath = `${officePath}/blog`;
  return load(`office-blog-tray:${toContentPath(blogPath)}`, () => firstOfficePosts(blogPath)).catch(() => []);
}

const HELPFUL_KEY = `blog-search:latest-links:${ARTICLES_SHOWN}`;

const postLink = (post: BlogPostSummary): ArticleLink => ({
  Name: post.Name || post.Heading,
  URL: post.URL,
  Link: post.Heading || post.Title || post.Name,
  Schema: 'BlogPost',
  Changed: post.DatePublished,
});

/** The three newest posts of the company blog (home tips every office shares), as links: no bodies. */
async function newestPosts(): Promise<ArticleLink[]> {
  const feed = await searchBlogSummaries({ resultsPerPage: ARTICLES_SHOWN });
  return asArray(feed.results)
    .map((result) => result?.BlogPost)
    .filter((post) => Boolean(post?.URL))
    .slice(0, ARTICLES_SHOWN)
    .map(postLink);
}

/** The company blog's three newest posts through a loader's content cache; none when the search failed. */
export function loadHelpfulArticles(load: LoaderArgs['load']): Promise<PageLink[]> {
  return load(HELPFUL_KEY, newestPosts).catch(() => []);
}
