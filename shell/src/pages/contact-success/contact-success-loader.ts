import type { LoadedPage, LoaderArgs } from '@handyman/platform';
import { detailHead, loadDetailPage } from '../content/content-loader';
import { contactSuccessView, type ContactSuccessView } from './contact-success-view';

/** /contact_success: the corporate page after an estimate request no office took (its content, or not found). */
export async function contactSuccessLoader(args: LoaderArgs): Promise<LoadedPage<ContactSuccessView>> {
  const page = await loadDetailPage(args, 'contact-success');
  return { data: contactSuccessView(page), head: detailHead(page, page.Title) };
}
