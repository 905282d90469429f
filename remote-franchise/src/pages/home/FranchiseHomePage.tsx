import { useRef } from 'react';
import { franchisePlaceholderValues } from '@handyman/platform';
import { type FranchiseHomePage as FranchiseHomeContent } from '@handyman/contracts';
import { useEstimateTabsPresence } from '@handyman/estimate';
import { PageBanner, PlaceholderProvider } from '@handyman/trays';
import { Breadcrumb, PageMeta, Spinner } from '@handyman/platform/ui';
import { OfficeHeader } from '../../office/header/OfficeHeader';
import { defaultTrail } from './home-links';
import { HomeSections } from './HomeSections';
import { navSections } from './nav/home-sections';
import { SectionNav } from './nav/SectionNav';
import { OfficeEstimateTabs } from './OfficeEstimateTabs';
import { OfficeInfo } from './OfficeInfo';
import { useFranchiseHome } from './use-franchise-home';
import { useHomeData } from './use-home-data';
import { useSectionHashScroll } from './use-section-hash-scroll';
import { OfficeJsonLd } from '../../office/OfficeJsonLd';
import { OfficeTrays } from '../../office/trays/OfficeTrays';
import styles from './FranchiseHomePage.module.css';

function FranchiseHome({ home, path }: { home: FranchiseHomeContent; path: string }) {
  const pageRef = useRef<HTMLDivElement>(null);
  useSectionHashScroll(pageRef);
  const control = home.FranchiseCorporateControl;
  const values = franchisePlaceholderValues(control);
  const name = control.FranchiseName?.Value || home.Name;
  const data = useHomeData(home, path);
  return (
    <PlaceholderProvider values={values}>
      <OfficeTrays home={home} path={path}>
        <div ref={pageRef} className={styles.page} data-testid="franchise-home">
          <PageMeta title={home.Title} description={home.Description} placeholders={values} />
          <OfficeJsonLd home={home} officePath={path} withOffers />
          <OfficeHeader control={control} homePath={`/${path}`} home={home}>
            <SectionNav sections={navSections(data.sections)} />
          </OfficeHeader>
          <PageBanner
            banner={{
              Heading: { Value: home.H1TagForFranchiseHomePage?.Value || name },
              BackgroundImage: home.LocalBannerImage ?? { Value: '' },
            }}
          />
          <div className={styles.trail}>
            <div className="container">
              <Breadcrumb pages={home.BreadcrumbNavigation?.Page ?? defaultTrail(name, path)} franchiseName={name} />
            </div>
          </div>
          <OfficeInfo control={control} />
          <OfficeEstimateTabs home={home} path={path} />
          <HomeSections home={home} data={data} values={values} otherTrays={data.otherTrays} />
        </div>
      </OfficeTrays>
    </PlaceholderProvider>
  );
}

/**
 * /offices/:franchise: the office's sticky header and section nav, banner, details and hours, the
 * estimate / booking tabs, then its sections in display order, all from its content with its
 * placeholders filled.
 */
export function FranchiseHomePage() {
  // Registered before content arrives, so a first visit to #GetEstimateLink opens the tab, not the modal.
  useEstimateTabsPresence();
  const { home, error, path } = useFranchiseHome();
  if (error) throw error;
  if (!home) return <Spinner />;
  return <FranchiseHome home={home} path={path} />;
}
