import { NotFoundError, PageRedirect, type LoaderArgs } from '@handyman/platform/base';
import { filterKey } from '../../rules/blog-links';

// content-api answers 400 for values past these limits (its paging, blog filter and search rules),
// so an address holding one is checked here, before the call: it names no page of the blog.

/** The highest page number the content service pages to. */
export const MAX_PAGE_NUMBER = 10_000;
/** The longest category or author word the content service accepts. */
export const MAX_FILTER_WORD_LENGTH = 100;
/** The longest search the content service accepts. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * The page number from the address (1 when absent); anything else, or a number past 10000, is not a
 * page. Page 1 of a list is the list itself: its address moves there (/blog/page/1 -> /blog,
 * /blog/page/1/search/q -> /blog/search/q, query kept), so each list page has one address.
 */
export function pageNumber({ params, url }: Pick<LoaderArgs, 'params' | 'url'>): number {
  const { page } = params;
  if (page === undefined) return 1;
  const number = Number(page);
  if (!/^\d+$/.test(page) || !Number.isInteger(number) || number < 1) throw new NotFoundError(`"${page}" is not a page number`);
  if (number === 1) throw new PageRedirect(`${url.pathname.replace(/\/page\/0*1(?=(\/search\/[^/]+)?\/?$)/, '')}${url.search}`);
  if (number > MAX_PAGE_NUMBER) throw new NotFoundError(`No blog page ${page}`);
  return number;
}

/** A category or author word names something: it keeps a letter or digit, and is at most 100 characters. */
export const isUsableFilterWord = (word: string) => word.length <= MAX_FILTER_WORD_LENGTH && filterKey(word) !== '';

/** The category or author word from the address; one that can name nothing ("---", " ") is not a page. */
export function filterWord(word: string | undefined, kind: 'category' | 'author'): string {
  if (word === undefined || !isUsableFilterWord(word)) throw new NotFoundError(`"${word ?? ''}" names no ${kind}`);
  return word;
}

/** base for page 1, base/page/n after it. */
export const paged = (base: string) => (page: number) => (page === 1 ? base : `${base}/page/${page}`);
