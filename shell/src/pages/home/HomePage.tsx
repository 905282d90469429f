import { NotFoundError, usePage } from '@handyman/platform';
import { pageOfSchema } from '@handyman/contracts';
import { EstimateForm, EstimateTabs, useEstimateTabsPresence } from '@handyman/estimate';
import { PageMeta } from '@handyman/platform/ui';
import { TrayRenderer } from '@handyman/trays';
import { HomeHero, HomeHeroPlaceholder } from './HomeHero';
import { SiteJsonLd } from './SiteJsonLd';
import styles from './HomePage.module.css';

/** The home page: hero with the ZIP finder, the estimate / booking tabs, then the page's trays. */
export default function HomePage() {
  // Registered before content arrives, so a first visit to /#GetEstimateLink opens the tab, not the modal.
  useEstimateTabsPresence();
  const { data, error } = usePage('/');
  if (error) throw error;
  if (!data) return <HomeHeroPlaceholder />;
  const home = pageOfSchema(data.results[0], 'HomePage');
  if (!home) throw new NotFoundError('The home page content is missing');
  return (
    <>
      <PageMeta title={home.Title} description={home.Description} />
      <SiteJsonLd />
      <HomeHero banner={home.Banner} findAnOffice={home.FindAnOffice} />
      <div className={styles.tabs}>
        <div className="container">
          <EstimateTabs content={home.TabContent} page="home" estimateForm={<EstimateForm />} />
        </div>
      </div>
      <TrayRenderer trays={home.Trays} />
    </>
  );
}
