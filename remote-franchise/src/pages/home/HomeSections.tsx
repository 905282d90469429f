import { TrayRenderer } from '@handyman/trays';
import type { OfficeHomeView } from './home-view';
import { BlogSection } from './sections/articles/BlogSection';
import { HelpfulArticlesSection } from './sections/articles/HelpfulArticlesSection';
import { ServiceAreasSection } from './sections/areas/ServiceAreasSection';
import { CareersSection } from './sections/careers/CareersSection';
import { OffersSection } from '../../office/offers/OffersSection';
import { OurWorkSection } from './sections/our-work/OurWorkSection';
import { ReviewsSection } from '../../office/reviews/ReviewsSection';
import { ServiceLinksSection } from './sections/services/ServiceLinksSection';
import { WhoWeAreSection } from './sections/who/WhoWeAreSection';

/** The office home's sections in display order (see nav/home-sections.ts), then its other trays. */
export function HomeSections({ data }: { data: OfficeHomeView }) {
  const { name, services, offers, reviews, placeholders } = data;
  return (
    <>
      <WhoWeAreSection content={data.whoWeAre} />
      <ServiceLinksSection
        id="residential"
        heading="Residential"
        intro={`Repairs, updates and projects for your home, from ${name}.`}
        pages={services.residential}
        tone="alt"
      />
      <ServiceLinksSection
        id="commercial"
        heading="Commercial"
        intro="Dependable repairs and improvements for offices, shops and rental properties."
        pages={services.commercial}
      />
      <OurWorkSection ourWork={data.ourWork} />
      <ServiceAreasSection areas={data.areas} />
      {data.whyTray ? <TrayRenderer trays={[data.whyTray]} placeholders={placeholders} /> : null}
      <OffersSection offers={offers.items} office={{ name, phoneDisplay: offers.phoneDisplay }} offersPage={offers.page ?? undefined} />
      <ReviewsSection reviews={reviews.items} reviewsPage={reviews.page ?? undefined} />
      <ServiceLinksSection
        id="local-services"
        heading="Local Services"
        intro="More of what we do around your home, and the service packages this office offers."
        pages={services.local}
        tone="alt"
      />
      <CareersSection />
      <HelpfulArticlesSection posts={data.helpfulArticles} />
      <BlogSection posts={data.blog.posts} blogPath={data.blog.path} />
      <TrayRenderer trays={data.otherTrays} placeholders={placeholders} />
    </>
  );
}
