import { PageBanner, PlaceholderProvider, TrayRenderer } from '@handyman/trays';
import { lazyPage, Breadcrumb, RichText } from '@handyman/platform/base';
import { WithOffice } from '../../office/WithOffice';
import { ContentArticle } from './ContentArticle';
import type { OfficeContentView, SubPageView } from './sub-page-view';
import article from '../../office/OfficeArticle.module.css';

// The our-work, reviews and offers pages' own content: each a chunk of its own, fetched by the
// page that shows it (the other sub-pages are copy and trays).
const OurWorkContent = lazyPage(() => import('./our-work/OurWorkContent'), 'OurWorkContent');
const ReviewsContent = lazyPage(() => import('./reviews/ReviewsContent'), 'ReviewsContent');
const OffersContent = lazyPage(() => import('./offers/OffersContent'), 'OffersContent');

function SubPage({ page }: { page: SubPageView }) {
  return (
    <PlaceholderProvider values={page.placeholders}>
      <WithOffice office={page.office} header={page.header}>
        {(header) => (
          <article data-testid="office-sub-page">
            {header}
            <PageBanner banner={page.banner} />
            <div className={article.trail}>
              <div className="container">
                <Breadcrumb pages={page.trail} franchiseName={page.officeName} />
              </div>
            </div>
            {page.copy ? (
              <div className={`container ${article.layout}`}>
                <RichText className={article.copy} html={page.copy} />
              </div>
            ) : null}
            {page.ourWork ? <OurWorkContent ourWork={page.ourWork} /> : null}
            {page.reviews.length > 0 ? <ReviewsContent reviews={page.reviews} /> : null}
            {page.offers ? <OffersContent offers={page.offers} /> : null}
            <TrayRenderer trays={page.trays} placeholders={page.placeholders} />
          </article>
        )}
      </WithOffice>
    </PlaceholderProvider>
  );
}

/**
 * An office sub-page (/offices/:office/our-team, our-work, offers, reviews, why-choose-us,
 * news-and-events, seasonal-services, services/:page, promotions/:page): the office header, the
 * page's banner, breadcrumb, copy and trays, and for our-work, reviews and offers their own
 * content, from the view model its loader made (sub-page-loader.ts). A page of another schema at
 * such an address shows as a plain content article.
 */
export function OfficeSubPage({ data }: { data: OfficeContentView }) {
  if (data.layout === 'article') return <ContentArticle article={data.article} />;
  return <SubPage page={data.page} />;
}
