import { useRef } from 'react';
import { Breadcrumb, hydrateNearView } from '@handyman/platform/base';
import { useEstimateTabsPresence } from '@handyman/platform/page-tools';
import { PageBanner, PlaceholderProvider } from '@handyman/trays';
import { OfficeHeader } from '../../office/header/OfficeHeader';
import type { OfficeHomeView } from './home-view';
import { navSections } from './nav/home-sections';
import { SectionNav } from './nav/SectionNav';
import { OfficeInfo } from './OfficeInfo';
import { useSectionHashScroll } from './use-section-hash-scroll';
import { OfficeTrayProvider } from '../../office/trays/OfficeTrayProvider';
// Drawn with the page (its code is small), so that the form inside it waits for the visitor: a
// section hydrated after the page is live draws what is inside it at once.
import { OfficeEstimateTabs } from '../../office/estimate/OfficeEstimateTabs';
import styles from './FranchiseHomePage.module.css';

// Below the office's details on a phone: their code comes when the visitor comes near them (at
// once on a screen tall enough to show them first). One section, not one each: an address change
// (a tap on an estimate link is one) waits for every section still waiting to load and hydrate,
// so sections split finer would make that tap wait for their code.
const HomeSections = hydrateNearView(() => import('./HomeSections'), 'HomeSections');

/**
 * /offices/:franchise: the office's sticky header and section nav, banner, details and hours, the
 * estimate / booking tabs, then its sections in display order, from the view model its loader
 * made (home-loader.ts); the office trays read the office from the same data (data.office).
 */
export function FranchiseHomePage({ data }: { data: OfficeHomeView }) {
  // Registered before anything else, so a first visit to #GetEstimateLink opens the tab, not the modal.
  useEstimateTabsPresence();
  const pageRef = useRef<HTMLDivElement>(null);
  useSectionHashScroll(pageRef);
  const { path, name } = data;
  const page = (
    <div ref={pageRef} className={styles.page} data-testid="franchise-home">
      <OfficeHeader header={data.header}>
        <SectionNav sections={navSections(data.sections)} />
      </OfficeHeader>
      <PageBanner banner={{ Heading: { Value: data.banner.heading }, BackgroundImage: data.banner.image }} />
      <div className={styles.trail}>
        <div className="container">
          <Breadcrumb pages={data.trail} franchiseName={name} />
        </div>
      </div>
      <OfficeInfo info={data.info} />
      <OfficeEstimateTabs tabs={data.tabs} path={path} />
      <HomeSections data={data} />
    </div>
  );
  return (
    <PlaceholderProvider values={data.placeholders}>
      <OfficeTrayProvider office={data.office}>{page}</OfficeTrayProvider>
    </PlaceholderProvider>
  );
}
