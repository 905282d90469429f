import { pageOfSchema, type DetailPage } from '@handyman/contracts';
import { NotFoundError, type LoadedPage, type LoaderArgs } from '@handyman/platform';
import { isPageOfItsOwn } from '../../lib/shell-routes';
import { contentView, type ContentView } from './content-view';

/** The corporate content page at a content path, or NotFoundError (also for content shown only inside another page). */
export async function loadDetailPage(args: LoaderArgs, sitePath: string): Promise<DetailPage> {
  if (!isPageOfItsOwn(sitePath)) throw new NotFoundError(`"${sitePath}" is no page of its own`);
  const page = pageOfSchema((await args.page(sitePath)).results[0], 'DetailPage');
  if (!page) throw new NotFoundError(`No content page at "${sitePath}"`);
  return page;
}

/** A content page's own title (the heading when content gave none) and description. */
export const detailHead = (page: DetailPage, heading: string) => ({
  title: page.Title || heading,
  ...(page.Description ? { description: page.Description } : {}),
});

/** A corporate content page (why-choose-us, resources, careers, ...): whatever content has at the address. */
export async function contentLoader(args: LoaderArgs): Promise<LoadedPage<ContentView>> {
  const page = await loadDetailPage(args, args.url.pathname);
  const view = contentView(page);
  return { data: view, head: detailHead(page, view.heading) };
}
