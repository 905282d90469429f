import { asArray, pageOfSchema, type PageLink } from '@handyman/contracts';
import { searchBlogPosts, usePage, useResource } from '@handyman/platform';

/** Posts each of a home page's article trays shows: three teasers. */
export const ARTICLES_SHOWN = 3;

/** The first three posts of the office's own blog (its FranchiseBlogIndex), none when it has no blog. */
export function useOfficeBlogPosts(officePath: string): { posts: PageLink[]; blogPath: string } {
  const blogPath = `${officePath}/blog`;
  const { data } = usePage(blogPath);
  const index = pageOfSchema(data?.results?.[0], 'FranchiseBlogIndex');
  const posts = asArray(index?.Navigation?.Page)
    .filter((page) => Boolean(page?.URL))
    .slice(0, ARTICLES_SHOWN);
  return { posts, blogPath };
}

const HELPFUL_KEY = `blog-search:latest:${ARTICLES_SHOWN}`;

/** The three newest posts of the company blog: home tips every office shares. */
export function useHelpfulArticles(): PageLink[] {
  const { data } = useResource(HELPFUL_KEY, () => searchBlogPosts({ resultsPerPage: ARTICLES_SHOWN }));
  return asArray(data?.results)
    .map((result) => result?.BlogPost)
    .filter((post) => Boolean(post?.URL))
    .slice(0, ARTICLES_SHOWN)
    .map((post) => ({ Name: post.Name, URL: post.URL, Link: post.Heading || post.Title, Schema: 'BlogPost', Changed: post.DatePublished }));
}
