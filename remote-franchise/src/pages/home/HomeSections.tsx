import { Fragment, type ReactNode } from 'react';
import { TrayRenderer } from '@handyman/trays';
import type { OfficeHomeView } from './home-view';
import { HOME_SECTIONS, type HomeSectionId } from './nav/home-sections';
import { BlogSection } from './sections/articles/BlogSection';
import { HelpfulArticlesSection } from './sections/articles/HelpfulArticlesSection';
import { ServiceAreasSection } from './sections/areas/ServiceAreasSection';
import { CareersSection } from './sections/careers/CareersSection';
import { OffersSection } from '../../office/offers/OffersSection';
import { OurWorkSection } from './sections/our-work/OurWorkSection';
import { ReviewsSection } from '../../office/reviews/ReviewsSection';
import { ServiceLinksSection } from './sections/services/ServiceLinksSection';
import { WhoWeAreSection } from './sections/who/WhoWeAreSection';

/** How each section of the office home is drawn; the order is HOME_SECTIONS'. */
const SECTIONS: Record<HomeSectionId, (data: OfficeHomeView) => ReactNode> = {
  'who-we-are': (data) => <WhoWeAreSection content={data.whoWeAre} />,
  residential: ({ name, services }) => (
    <ServiceLinksSection
      id="residential"
      heading="Residential"
      intro={`Repairs, updates and projects for your home, from ${name}.`}
      pages={services.residential}
      tone="alt"
    />
  ),
  commercial: ({ services }) => (
    <ServiceLinksSection
      id="commercial"
      heading="Commercial"
      intro="Dependable repairs and improvements for offices, shops and rental properties."
      pages={services.commercial}
    />
  ),
  'our-work': (data) => <OurWorkSection ourWork={data.ourWork} />,
  'service-areas': (data) => <ServiceAreasSection areas={data.areas} />,
  'why-choose-us': ({ whyTray, placeholders }) => (whyTray ? <TrayRenderer trays={[whyTray]} placeholders={placeholders} /> : null),
  offers: ({ name, offers }) => (
    <OffersSection offers={offers.items} office={{ name, phoneDisplay: offers.phoneDisplay }} offersPage={offers.page ?? undefined} />
  ),
  reviews: ({ reviews }) => <ReviewsSection reviews={reviews.items} reviewsPage={reviews.page ?? undefined} />,
  'local-services': ({ services }) => (
    <ServiceLinksSection
      id="local-services"
      heading="Local Services"
      intro="More of what we do around your home, and the service packages this office offers."
      pages={services.local}
      tone="alt"
    />
  ),
  careers: () => <CareersSection />,
  'helpful-articles': (data) => <HelpfulArticlesSection posts={data.helpfulArticles} />,
  blog: (data) => <BlogSection posts={data.blog.posts} blogPath={data.blog.path} />,
};

/** The office home's sections in HOME_SECTIONS' order, then its other trays. */
export function HomeSections({ data }: { data: OfficeHomeView }) {
  return (
    <>
      {HOME_SECTIONS.map(({ id }) => (
        <Fragment key={id}>{SECTIONS[id](data)}</Fragment>
      ))}
      <TrayRenderer trays={data.otherTrays} placeholders={data.placeholders} />
    </>
  );
}
