import type { FranchiseHomePage, Tray } from '@handyman/contracts';
import type { PlaceholderValues } from '@handyman/platform';
import { TrayRenderer } from '@handyman/trays';
import type { HomeData } from './use-home-data';
import { navigationPage } from './home-links';
import { BlogSection } from './sections/articles/BlogSection';
import { HelpfulArticlesSection } from './sections/articles/HelpfulArticlesSection';
import { ServiceAreasSection } from './sections/areas/ServiceAreasSection';
import { CareersSection } from './sections/careers/CareersSection';
import { OffersSection } from './sections/offers/OffersSection';
import { OurWorkSection } from './sections/our-work/OurWorkSection';
import { ReviewsSection } from './sections/reviews/ReviewsSection';
import { localServices, serviceGroup } from './sections/services/office-services';
import { ServiceLinksSection } from './sections/services/ServiceLinksSection';
import { WhoWeAreSection } from './sections/who/WhoWeAreSection';

interface HomeSectionsProps {
  home: FranchiseHomePage;
  data: HomeData;
  values: PlaceholderValues;
  /** The page's trays other than Who We Are, shown after the sections. */
  otherTrays: Tray[];
}

/** The office home's sections in display order (see nav/home-sections.ts), then its other trays. */
export function HomeSections({ home, data, values, otherTrays }: HomeSectionsProps) {
  const control = home.FranchiseCorporateControl;
  const owners = control.FranchiseOwnersControl;
  const name = control.FranchiseName?.Value || home.Name;
  return (
    <>
      <WhoWeAreSection home={home} content={data.whoWeAre} />
      <ServiceLinksSection
        id="residential"
        heading="Residential"
        intro={`Repairs, updates and projects for your home, from ${name}.`}
        pages={serviceGroup(owners, 'Residential')}
        tone="alt"
      />
      <ServiceLinksSection
        id="commercial"
        heading="Commercial"
        intro="Dependable repairs and improvements for offices, shops and rental properties."
        pages={serviceGroup(owners, 'Commercial')}
      />
      <OurWorkSection ourWork={owners?.OurWork} galleryPage={owners?.OurWork?.Page ?? navigationPage(home, 'our-work')} />
      <ServiceAreasSection home={home} />
      {data.whyTray ? <TrayRenderer trays={[data.whyTray]} placeholders={values} /> : null}
      <OffersSection
        offers={owners?.Offers}
        office={{ name, phoneDisplay: values.Phone ?? '' }}
        offersPage={navigationPage(home, 'offers')}
      />
      <ReviewsSection reviews={data.reviews} reviewsPage={navigationPage(home, 'reviews')} />
      <ServiceLinksSection
        id="local-services"
        heading="Local Services"
        intro="More of what we do around your home, and the service packages this office offers."
        pages={localServices(owners)}
        tone="alt"
      />
      <CareersSection />
      <HelpfulArticlesSection />
      <BlogSection posts={data.blogPosts} blogPath={data.blogPath} />
      <TrayRenderer trays={otherTrays} placeholders={values} />
    </>
  );
}
