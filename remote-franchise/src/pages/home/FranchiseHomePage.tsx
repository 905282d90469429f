import { useRef } from 'react';
import { franchisePlaceholderValues, type FranchiseHomePage as FranchiseHomeContent } from '@handyman/shared';
import { useEstimateTabsPresence } from '@handyman/shared/estimate';
import { PageBanner, PlaceholderProvider, TrayRenderer } from '@handyman/shared/trays';
import { Breadcrumb, PageMeta, Spinner } from '@handyman/shared/ui';
import { defaultTrail, navigationPage } from './home-links';
import { OfficeEstimateTabs } from './OfficeEstimateTabs';
import { OfficeInfo } from './OfficeInfo';
import { OffersSection } from './sections/offers/OffersSection';
import { OurWorkSection } from './sections/our-work/OurWorkSection';
import { ReviewsSection } from './sections/reviews/ReviewsSection';
import { whyChooseUsTray } from './sections/why-choose-us/why-choose-us';
import { OfficeJsonLd } from '../../office/OfficeJsonLd';
import { useFranchiseHome } from './use-franchise-home';
import { useSectionHashScroll } from './use-section-hash-scroll';
import styles from './FranchiseHomePage.module.css';

function FranchiseHome({ home, path }: { home: FranchiseHomeContent; path: string }) {
  const pageRef = useRef<HTMLDivElement>(null);
  useSectionHashScroll(pageRef);
  const control = home.FranchiseCorporateControl;
  const owners = control.FranchiseOwnersControl;
  const values = franchisePlaceholderValues(control);
  const name = control.FranchiseName?.Value || home.Name;
  const whyTray = whyChooseUsTray(owners, home.Trays);
  return (
    <PlaceholderProvider values={values}>
      <div ref={pageRef} data-testid="franchise-home">
        <PageMeta title={home.Title} description={home.Description} placeholders={values} />
        <OfficeJsonLd home={home} officePath={path} />
        <PageBanner banner={{ Heading: { Value: home.H1TagForFranchiseHomePage?.Value || name }, BackgroundImage: home.LocalBannerImage ?? { Value: '' } }} />
        <div className={styles.trail}>
          <div className="container">
            <Breadcrumb pages={home.BreadcrumbNavigation?.Page ?? defaultTrail(name, path)} franchiseName={name} />
          </div>
        </div>
        <OfficeInfo control={control} />
        <OfficeEstimateTabs home={home} path={path} />
        <TrayRenderer trays={home.Trays} placeholders={values} />
        {whyTray ? <TrayRenderer trays={[whyTray]} placeholders={values} /> : null}
        <OffersSection offers={owners?.Offers} office={{ name, phoneDisplay: values.Phone ?? '' }} />
        <ReviewsSection reviews={owners?.Reviews} reviewsPage={navigationPage(home, 'reviews')} />
        <OurWorkSection ourWork={owners?.OurWork} galleryPage={owners?.OurWork?.Page ?? navigationPage(home, 'our-work')} />
      </div>
    </PlaceholderProvider>
  );
}

/**
 * /offices/:franchise: the office's banner, details and hours, the estimate / booking tabs, its
 * trays, why choose us, offers, reviews and work, all from its content with its placeholders filled.
 */
export function FranchiseHomePage() {
  // Registered before content arrives, so a first visit to #GetEstimateLink opens the tab, not the modal.
  useEstimateTabsPresence();
  const { home, error, path } = useFranchiseHome();
  if (error) throw error;
  if (!home) return <Spinner />;
  return <FranchiseHome home={home} path={path} />;
}
