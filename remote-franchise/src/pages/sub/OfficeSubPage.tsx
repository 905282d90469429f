import { useLocation } from 'react-router-dom';
import { franchisePlaceholderValues, replacePlaceholders } from '@handyman/platform';
import { type FranchiseDetailPage, type FranchiseHomePage } from '@handyman/contracts';
import { ContentArticle } from './ContentArticle';
import { PageBanner, PlaceholderProvider, TrayRenderer } from '@handyman/trays';
import { Breadcrumb, PageMeta, RichText, Spinner } from '@handyman/platform/ui';
import { OfficeHeader } from '../../office/header/OfficeHeader';
import { useFranchiseDetail } from '../../office/use-franchise-detail';
import { useFranchiseHome } from '../home/use-franchise-home';
import { OurWorkContent } from './our-work/OurWorkContent';
import { OffersContent } from './offers/OffersContent';
import { ReviewsContent } from './reviews/ReviewsContent';
import { subPageKind } from './sub-page-kind';
import { OfficeTrays } from '../../office/trays/OfficeTrays';
import article from '../../office/OfficeArticle.module.css';

function SubPage({ home, detail, path }: { home: FranchiseHomePage; detail: FranchiseDetailPage; path: string }) {
  const { pathname } = useLocation();
  const control = home.FranchiseCorporateControl;
  const values = franchisePlaceholderValues(control);
  const name = control.FranchiseName?.Value || home.Name;
  const kind = subPageKind(pathname);
  const heading = detail.BannerHeading?.Value || detail.Banner?.Heading?.Value || detail.Name;
  // The our-work page's own gallery replaces the gallery tray the page carries.
  const trays = kind === 'our-work' ? detail.Trays?.filter((tray) => tray.TrayName !== 'ImageGallery') : detail.Trays;
  return (
    <PlaceholderProvider values={values}>
      <OfficeTrays home={home} path={path}>
        <article data-testid="office-sub-page">
          <PageMeta title={detail.Title} description={detail.Description} placeholders={values} />
          <OfficeHeader control={control} homePath={`/${path}`} home={home} />
          <PageBanner
            banner={{
              ...detail.Banner,
              Heading: { Value: heading },
              BackgroundImage: detail.Banner?.BackgroundImage ?? home.LocalBannerImage ?? { Value: '' },
            }}
          />
          <div className={article.trail}>
            <div className="container">
              <Breadcrumb pages={detail.BreadcrumbNavigation?.Page} franchiseName={name} />
            </div>
          </div>
          {detail.Copy?.Value ? (
            <div className={`container ${article.layout}`}>
              <RichText className={article.copy} html={replacePlaceholders(detail.Copy.Value, values)} />
            </div>
          ) : null}
          {kind === 'our-work' ? <OurWorkContent ourWork={control.FranchiseOwnersControl?.OurWork} /> : null}
          {kind === 'reviews' ? <ReviewsContent control={control} trays={trays} /> : null}
          {kind === 'offers' ? <OffersContent control={control} trays={trays} values={values} /> : null}
          {kind === 'other' || kind === 'our-work' ? <TrayRenderer trays={trays} placeholders={values} /> : null}
        </article>
      </OfficeTrays>
    </PlaceholderProvider>
  );
}

/**
 * An office sub-page (/offices/:office/our-team, our-work, offers, reviews, why-choose-us,
 * news-and-events, seasonal-services, services/:page, promotions/:page): the office header, the
 * page's banner, breadcrumb, copy and trays, and for our-work and reviews their own content. A page
 * of another schema at such an address shows as a plain content article.
 */
export function OfficeSubPage() {
  const { home, error: homeError, path } = useFranchiseHome();
  const { detail, loading, error } = useFranchiseDetail();
  if (homeError) throw homeError;
  if (error) throw error;
  if (!home || loading) return <Spinner />;
  if (!detail) return <ContentArticle />;
  return <SubPage home={home} detail={detail} path={path} />;
}
