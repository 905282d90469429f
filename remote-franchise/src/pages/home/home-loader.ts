import { asArray } from '@handyman/contracts';
import { franchisePlaceholderValues, replacePlaceholders, type LoadedPage, type LoaderArgs } from '@handyman/platform/base';
import { loadOfficeHome, loadSiteBase } from '../../office/load-office';
import { pricedOffers } from '../../office/offer-json-ld';
import { officeJsonLd } from '../../office/office-json-ld';
import { loadHelpfulArticles, loadOfficeBlogPosts } from './sections/articles/use-office-articles';
import { loadOfficeReviews } from '../../office/reviews/use-office-reviews';
import { officeHomeView, type OfficeHomeView } from './home-view';

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
