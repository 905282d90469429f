import { pageOfSchema } from '@handyman/contracts';
import { franchisePlaceholderValues, isNotFoundError, NotFoundError, type LoadedPage, type LoaderArgs } from '@handyman/platform/base';
import { loadOfficePage } from '../../office/office-page';
import { loadOfficeReviews } from '../../office/reviews/use-office-reviews';
import { redirectToBrandService } from './brand-service-redirect';
import { subPageKind } from './sub-page-kind';
import { articleView, subPageView, type OfficeContentView } from './sub-page-view';

/**
 * An office sub-page (/offices/:office/our-team, our-work, offers, reviews, ..., services/:page,
 * promotions/:page): the office and the page (not found without either), for the reviews page
 * every review of the office. A page of another schema at such an address shows as a plain
 * content article. No page at services/<id> of a brand service's id is that service's page (301).
 * The title and description keep their placeholders (the shell fills them).
 */
export async function subPageLoader(args: LoaderArgs): Promise<LoadedPage<OfficeContentView>> {
  const { home, path, page } = await loadOfficePage(args).catch(async (error: unknown) => {
    if (isNotFoundError(error)) await redirectToBrandService(args);
    throw error;
  });
  const detail = pageOfSchema(page, 'FranchiseDetailPage');
  if (!detail) {
    const article = articleView(page, franchisePlaceholderValues(home.FranchiseCorporateControl));
    if (!article) {
      await redirectToBrandService(args);
      throw new NotFoundError(`No content at "${args.url.pathname}"`);
    }
    return { data: { layout: 'article', article }, head: { title: article.title, description: article.description } };
  }
  const kind = subPageKind(args.url.pathname);
  const reviews = kind === 'reviews' ? await loadOfficeReviews(home.FranchiseCorporateControl, args.load, Number.POSITIVE_INFINITY) : [];
  return {
    data: { layout: 'office', page: subPageView(home, path, detail, kind, reviews) },
    head: { title: detail.Title, description: detail.Description },
  };
}
