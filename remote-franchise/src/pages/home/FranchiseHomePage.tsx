import { useRef } from 'react';
import { useEstimateTabsPresence } from '@handyman/platform';
import { PageBanner, PlaceholderProvider } from '@handyman/trays';
import { Breadcrumb } from '@handyman/platform/ui';
import { OfficeHeader } from '../../office/header/OfficeHeader';
import type { OfficeHomeView } from './home-view';
import { navSections } from './nav/home-sections';
import { SectionNav } from './nav/SectionNav';
import { OfficeInfo } from './OfficeInfo';
// Below the office's details on a phone: each section's code comes when the visitor comes near it.
import { HomeSections } from './HomeSections';
import { useSectionHashScroll } from './use-section-hash-scroll';
import { OfficeTrayProvider } from '../../office/trays/OfficeTrayProvider';
import { OfficeEstimateTabsNearView as OfficeEstimateTabs } from '../../office/estimate/office-estimate-tabs-near-view';
import styles from './FranchiseHomePage.module.css';

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
