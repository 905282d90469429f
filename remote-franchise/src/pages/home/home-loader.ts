import { asArray, pageOfSchema, type FranchiseHomePage, type SiteSettings } from '@handyman/contracts';
import {
  franchisePlaceholderValues,
  getSiteSettings,
  NotFoundError,
  replacePlaceholders,
  SITE_SETTINGS_KEY,
  siteBaseUrl,
  type LoadedPage,
  type LoaderArgs,
} from '@handyman/platform';
import { pricedOffers } from '../../office/offer-json-ld';
import { officeJsonLd } from '../../office/office-json-ld';
import { loadHelpfulArticles, loadOfficeBlogPosts } from './sections/articles/use-office-articles';
import { loadOfficeReviews } from './sections/reviews/use-office-reviews';
import { officeHomeView, type OfficeHomeView } from './home-view';

/** The office's home page from the content cache (the office header and the site's header read the same entry); not found when it is none. */
export async function loadOfficeHome({
  params,
  page,
}: Pick<LoaderArgs, 'params' | 'page'>): Promise<{ home: FranchiseHomePage; path: string }> {
  const path = `offices/${(params.franchise ?? '').toLowerCase()}`;
  const home = pageOfSchema((await page(`/${path}`)).results[0], 'FranchiseHomePage');
  if (!home) throw new NotFoundError(`No office home at "${path}"`);
  return { home, path };
}

/** The site's settings from the content cache; undefined when they do not load. */
export function loadSiteSettings(load: LoaderArgs['load']): Promise<SiteSettings | undefined> {
  return load(SITE_SETTINGS_KEY, getSiteSettings).catch(() => undefined);
}

/** The site's base URL for structured data; the configured one when the settings do not load. */
export async function loadSiteBase(load: LoaderArgs['load']): Promise<string> {
  return siteBaseUrl(await loadSiteSettings(load));
}

/**
 * /offices/:franchise: the office home, its top reviews and blog posts and the company's newest
 * posts (each a section that is left out when its content does not load), its title and
 * description (placeholders are filled by the shell) and its business data with the priced offers.
 */
export async function homeLoader(args: LoaderArgs): Promise<LoadedPage<OfficeHomeView>> {
  const { home, path } = await loadOfficeHome(args);
  const control = home.FranchiseCorporateControl;
  const [reviews, blogPosts, helpfulArticles, base] = await Promise.all([
    loadOfficeReviews(control, args.load),
    loadOfficeBlogPosts(path, args.load),
    loadHelpfulArticles(args.load),
    loadSiteBase(args.load),
  ]);
  const values = franchisePlaceholderValues(control);
  const offers = pricedOffers(asArray(control.FranchiseOwnersControl?.Offers), `${base}/${path}#offers`, (text) =>
    replacePlaceholders(text, values),
  );
  return {
    data: officeHomeView(home, path, { reviews, blogPosts, helpfulArticles }),
    head: { title: home.Title, description: home.Description, jsonLd: [officeJsonLd(home, base, path, { offers })] },
  };
}
