import { EstimateFormNearView, EstimateTabs } from '@handyman/estimate/tabs';
import { useEstimateTabsPresence } from '@handyman/platform';
import { TraysNearView } from '@handyman/trays';
import { HomeHero } from './HomeHero';
import type { HomeView } from './home-view';
import styles from './HomePage.module.css';

/**
 * The home page: hero with the ZIP finder, the estimate / booking tabs, then the page's trays. The
 * estimate form and the trays hydrate near the viewport.
 */
export default function HomePage({ data }: { data: HomeView }) {
  // Registered on the first render, so a first visit to /#GetEstimateLink opens the tab, not the modal.
  useEstimateTabsPresence();
  return (
    <>
      <HomeHero view={data} />
      <div className={styles.tabs}>
        <div className="container">
          <EstimateTabs content={data.tabs} page="home" estimateForm={<EstimateFormNearView />} />
        </div>
      </div>
      <TraysNearView trays={data.trays} />
    </>
  );
}
