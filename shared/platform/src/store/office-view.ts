import { pageOfSchema, type FranchiseHomePage } from '@handyman/contracts';
import { toContentPath } from '../api/content-path';
import { loadPage } from './use-page';
import { useResource, type ResourceView } from './resources';

/**
 * What one part of a page shows of an office (the header's phone, the footer's address, the Book
 * Online link...), drawn from the office's home page. The home page stays in the render's cache,
 * loaded once and shared with the page's loader; only the view travels to the browser inside the
 * page, so a header or a footer never sends the whole office a second time.
 */
export interface OfficeView<T> {
  /** Names the view in its cache key (`office:<name>:<office path>`): one name per view. */
  readonly name: string;
  /** The view of the office at `path` (a content path); `home` is undefined when that page is no office home. */
  readonly select: (home: FranchiseHomePage | undefined, path: string) => T;
}

export function officeView<T>(name: string, select: OfficeView<T>['select']): OfficeView<T> {
  return { name, select };
}

/**
 * A view of the office at a site or content path (offices/summerlin, /offices/summerlin/...), or
 * nothing for null. Fails as its home page fails (not found, unavailable).
 */
export function useOfficeView<T>(view: OfficeView<T>, officePath: string | null): ResourceView<T> {
  const path = officePath === null ? null : toContentPath(officePath);
  return useResource(path === null ? null : `office:${view.name}:${path}`, (store) =>
    loadPage(path ?? '', store).then((envelope) => view.select(pageOfSchema(envelope.results[0], 'FranchiseHomePage'), path ?? '')),
  );
}
