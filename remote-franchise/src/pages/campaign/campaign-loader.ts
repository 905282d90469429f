import { pageOfSchema } from '@handyman/contracts';
import { NotFoundError, siteBaseUrl, type LoadedPage, type LoaderArgs } from '@handyman/platform/base';
import { loadOfficePage } from '../../office/office-page';
import { officeJsonLd } from '../../office/office-json-ld';
import { loadSiteSettings } from '../../office/load-office';
import { campaignView, type CampaignView } from './campaign-view';

/**
 * /offices/:franchise/campaign/:campaign: the office and its campaign page (not found without
 * either), the site's settings (its logo stands in for an office without one; its base URL names
 * the office's business entity, the page's structured data).
 */
export async function campaignLoader(args: LoaderArgs): Promise<LoadedPage<CampaignView>> {
  const [{ home, path, page }, settings] = await Promise.all([loadOfficePage(args), loadSiteSettings(args.load)]);
  const detail = pageOfSchema(page, 'FranchiseDetailPage');
  if (!detail) throw new NotFoundError(`No campaign page at "${args.url.pathname}"`);
  const homePath = (home.SURL || path).replace(/^\/+|\/+$/g, '');
  return {
    data: campaignView(home, homePath, detail, settings),
    head: { title: detail.Title, description: detail.Description, jsonLd: [officeJsonLd(home, siteBaseUrl(settings), homePath)] },
  };
}
