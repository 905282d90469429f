import type { LoadedPage, LoaderArgs } from '@handyman/platform';
import { detailHead, loadDetailPage } from '../content/content-loader';
import { contentView, type ContentView } from '../content/content-view';

/** /test-form-fill-page: the corporate estimate form page's content (or not found). */
export async function estimateFormLoader(args: LoaderArgs): Promise<LoadedPage<ContentView>> {
  const page = await loadDetailPage(args, 'test-form-fill-page');
  const view = contentView(page);
  return { data: view, head: detailHead(page, view.heading) };
}
