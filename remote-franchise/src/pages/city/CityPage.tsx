import { useLocation } from 'react-router-dom';
import { franchisePlaceholderValues, NotFoundError, replacePlaceholders } from '@handyman/platform';
import { type FranchiseDetailPage, type FranchiseHomePage, type ServiceCity } from '@handyman/contracts';
import { PageBanner, PlaceholderProvider, TrayRenderer } from '@handyman/trays';
import { Breadcrumb, PageMeta, PermanentRedirect, RichText, Spinner } from '@handyman/platform/ui';
import { OfficeHeader } from '../../office/header/OfficeHeader';
import { useFranchiseDetail } from '../../office/use-franchise-detail';
import { estimateTabsView } from '../home/estimate-tabs-view';
import { OfficeEstimateTabs } from '../home/OfficeEstimateTabs';
import { useFranchiseHome } from '../home/use-franchise-home';
import { CityOfficeCard } from './CityOfficeCard';
import { PaintStrokes } from './PaintStrokes';
import { cityTrail, serviceCityAt } from './service-city';
import { OfficeJsonLd } from '../../office/OfficeJsonLd';
import { OfficeTrays } from '../../office/trays/OfficeTrays';
import article from '../../office/OfficeArticle.module.css';
import styles from './CityPage.module.css';
import strokes from './PaintStrokes.module.css';

interface CityProps {
  home: FranchiseHomePage;
  homePath: string;
  city: ServiceCity;
  detail: FranchiseDetailPage;
}

function City({ home, homePath, city, detail }: CityProps) {
  const { pathname } = useLocation();
  const control = home.FranchiseCorporateControl;
  const values = franchisePlaceholderValues(control);
  const officeName = control.FranchiseName?.Value || home.Name;
  const cityName = city.City?.Value || detail.Name;
  const heading = detail.BannerHeading?.Value || detail.Banner?.Heading?.Value || `Handyman Services in ${cityName}`;
  const trail = detail.BreadcrumbNavigation?.Page ?? cityTrail(officeName, homePath, cityName, pathname);
  return (
    <PlaceholderProvider values={values}>
      <OfficeTrays home={home} path={homePath}>
        <article data-testid="city-page">
          <PageMeta title={detail.Title} description={detail.Description} placeholders={values} />
          {/* One business per office: the city page names the office serving its city (content's
              own city schema described a second business without address, URL or location). */}
          <OfficeJsonLd home={home} officePath={homePath} city={cityName} />
          <OfficeHeader control={control} homePath={`/${homePath}`} home={home} />
          <div className={strokes.banner}>
            <PageBanner
              banner={{
                ...detail.Banner,
                Heading: { Value: heading },
                BackgroundImage: detail.Banner?.BackgroundImage ?? home.LocalBannerImage ?? { Value: '' },
              }}
            />
            <PaintStrokes />
          </div>
          <div className={article.trail}>
            <div className="container">
              <Breadcrumb pages={trail} franchiseName={officeName} cityPage />
            </div>
          </div>
          <div className={`container ${article.layout} ${styles.layout}`}>
            {detail.Copy?.Value ? <RichText className={article.copy} html={replacePlaceholders(detail.Copy.Value, values)} /> : <div />}
            <CityOfficeCard control={control} officeName={officeName} homePath={homePath} cityName={cityName} />
          </div>
          {city.ScheduleandEstimateTabTray?.Value === 'Yes' ? (
            <OfficeEstimateTabs tabs={estimateTabsView(home, homePath)} path={homePath} />
          ) : null}
          <TrayRenderer trays={detail.Trays} />
        </article>
      </OfficeTrays>
    </PlaceholderProvider>
  );
}

/**
 * /offices/:franchise/city/:city: one of the office's service cities. The address must be a city
 * of the office's ServiceCitySEO list; any other goes (replacing history) to the office's home.
 */
export function CityPage() {
  const { pathname } = useLocation();
  const { home, error: homeError, path } = useFranchiseHome();
  const city = home ? serviceCityAt(home, pathname) : undefined;
  // Loaded alongside the office; an address that is no city of the office never needs it.
  const { detail, loading, error } = useFranchiseDetail(!home || city !== undefined);
  if (homeError) throw homeError;
  if (!home) return <Spinner />;
  const homePath = (home.SURL || path).replace(/^\/+|\/+$/g, '');
  if (!city) return <PermanentRedirect to={`/${homePath}`} />;
  if (error) throw error;
  if (loading) return <Spinner />;
  if (!detail) throw new NotFoundError('No city page at this address');
  return <City home={home} homePath={homePath} city={city} detail={detail} />;
}
