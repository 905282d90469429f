import { pageOfSchema, type FranchiseDetailPage } from '@handyman/contracts';
import { isNotFoundError, type LoadedPage, type LoaderArgs } from '@handyman/platform/base';
import { loadOfficeHome } from '../../office/load-office';
import { contactSuccessView, type ContactSuccessView } from './contact-success-view';

/**
 * /offices/:franchise/contact_success (and contact-success): the office (not found without it) and
 * its contact-success page. An office without that page still thanks the visitor: a missing page
 * reads as none, never as the not-found page after a request went through.
 */
export async function contactSuccessLoader(args: LoaderArgs): Promise<LoadedPage<ContactSuccessView>> {
  const { home, path } = await loadOfficeHome(args);
  const detail = await args.page(args.url.pathname).then(
    (envelope) => pageOfSchema(envelope.results[0], 'FranchiseDetailPage') ?? null,
    (error: unknown): FranchiseDetailPage | null => {
      if (isNotFoundError(error)) return null;
      throw error;
    },
  );
  return {
    data: contactSuccessView(home, path, detail),
    head: { title: detail?.Title || 'Thank You', ...(detail?.Description ? { description: detail.Description } : {}) },
  };
}
