import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { asArray, type BlogFacets, type BlogPost, type FranchiseBlogIndex } from '@handyman/contracts';
import { pageAt } from './content';
import { API_URL } from './stack';

// What the blog should show, read from content-api itself, so the tests follow the seed content.

/**
 * expect with room for a loaded machine: a blog page waits for three content calls after the remote
 * loads, and on the shared two-core test machine that alone has taken over five seconds.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

interface Envelope {
  results: { BlogPost: BlogPost }[];
  totalPages: number;
  totalResults: number;
}

async function get(request: APIRequestContext, path: string, params: Record<string, string>): Promise<Envelope> {
  const response = await request.get(`${API_URL}/${path}`, { params });
  expect(response.ok(), `${path} ${JSON.stringify(params)}`).toBe(true);
  return (await response.json()) as Envelope;
}

/** Every corporate post, newest first. */
export async function allPosts(request: APIRequestContext): Promise<BlogPost[]> {
  const envelope = await get(request, 'api/search', { filters: 'type=BlogPost', sort: 'DatePublished=dec', resultsPerPage: '100' });
  return envelope.results.map((result) => result.BlogPost);
}

/** The sidebar's recent posts, as the sidebar's own call (5 posts, by dateupdated) answers them. */
export async function recentPosts(request: APIRequestContext): Promise<BlogPost[]> {
  const envelope = await get(request, 'api/search', { filters: 'type=blogpost', sort: 'dateupdated', resultsPerPage: '5' });
  return envelope.results.map((result) => result.BlogPost);
}

/** The categories the blog index page lists. */
export async function blogCategories(request: APIRequestContext): Promise<string[]> {
  const index = (await pageAt(request, 'blog')) as { BlogIndex?: { IGX_Categories?: { BlogCategories?: { Name: string }[] } } };
  return asArray(index.BlogIndex?.IGX_Categories?.BlogCategories).map((category) => category.Name);
}

/** The corporate blog's facets: years, categories and authors with their post counts (api/blogfacets). */
export async function blogFacets(request: APIRequestContext): Promise<BlogFacets> {
  const response = await request.get(`${API_URL}/api/blogfacets`);
  expect(response.ok(), 'api/blogfacets').toBe(true);
  return (await response.json()) as BlogFacets;
}

/** The categories the sidebar lists: those that have posts, by display name (api/blogfacets). */
export async function sidebarCategories(request: APIRequestContext): Promise<string[]> {
  const facets = await blogFacets(request);
  return facets.categories.filter((category) => category.count > 0).map((category) => category.name);
}

/** The years that have corporate posts, newest first. */
export async function postYears(request: APIRequestContext): Promise<string[]> {
  const years = new Set((await allPosts(request)).map((post) => post.DatePublished.slice(0, 4)));
  return [...years].sort().reverse();
}

/** Every author named on a corporate post. */
export async function blogAuthors(request: APIRequestContext): Promise<string[]> {
  const names = (await allPosts(request)).flatMap((post) => asArray(post.IGX_Categories.Authors).map((author) => author.Name));
  return [...new Set(names)];
}

export async function officeBlogIndex(request: APIRequestContext, office: string): Promise<FranchiseBlogIndex> {
  const result = (await pageAt(request, `offices/${office}/blog`)) as { FranchiseBlogIndex?: FranchiseBlogIndex };
  return result.FranchiseBlogIndex!;
}

export async function postAt(request: APIRequestContext, path: string): Promise<BlogPost> {
  const result = (await pageAt(request, path)) as { BlogPost?: BlogPost; FranchiseBlogPost?: BlogPost };
  return (result.BlogPost ?? result.FranchiseBlogPost)!;
}

/** "March 14, 2026", as the blog writes dates. */
export const blogDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Category and author address words: lowercase, no spaces. */
export const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '');

export const postList = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Posts' });
export const postHeadings = (page: Page) => postList(page).getByRole('heading', { level: 2 });
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Blog sidebar' });
export const pager = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });
