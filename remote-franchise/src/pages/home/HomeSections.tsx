import type { ComponentType, ReactNode } from 'react';
import { hydrateNearView } from '@handyman/platform/ui';
import type { OfficeHomeView } from './home-view';
import { HOME_SECTIONS, type HomeSectionId } from './nav/home-sections';

interface SectionProps {
  data: OfficeHomeView;
}

/**
 * One section of the office home, hydrated when the visitor comes near it, with its code fetched
 * then: on a phone only the first one or two are near the first screen, and the others' code (the
 * offers and their print view, the reviews, the map...) waits until the visitor scrolls to them.
 * The section takes the page's data (it stays the same object while the page shows, so a section
 * still waiting is not drawn anew) and `draw` picks its part of it.
 */
function homeSection<M>(load: () => Promise<M>, draw: (module: M, data: OfficeHomeView) => ReactNode): ComponentType<SectionProps> {
  return hydrateNearView(() =>
    load().then((module) => ({
      default: function HomeSection({ data }: SectionProps) {
        return draw(module, data);
      },
    })),
  );
}

const serviceLinks = () => import('./sections/services/ServiceLinksSection');
const trays = () => import('@handyman/trays');

/** How each section of the office home is drawn; the order is HOME_SECTIONS'. */
const SECTIONS: Record<HomeSectionId, ComponentType<SectionProps>> = {
  'who-we-are': homeSection(
    () => import('./sections/who/WhoWeAreSection'),
    ({ WhoWeAreSection }, data) => <WhoWeAreSection content={data.whoWeAre} />,
  ),
  residential: homeSection(serviceLinks, ({ ServiceLinksSection }, { name, services }) => (
    <ServiceLinksSection
      id="residential"
      heading="Residential"
      intro={`Repairs, updates and projects for your home, from ${name}.`}
      pages={services.residential}
      tone="alt"
    />
  )),
  commercial: homeSection(serviceLinks, ({ ServiceLinksSection }, { services }) => (
    <ServiceLinksSection
      id="commercial"
      heading="Commercial"
      intro="Dependable repairs and improvements for offices, shops and rental properties."
      pages={services.commercial}
    />
  )),
  'our-work': homeSection(
    () => import('./sections/our-work/OurWorkSection'),
    ({ OurWorkSection }, data) => <OurWorkSection ourWork={data.ourWork} />,
  ),
  'service-areas': homeSection(
    () => import('./sections/areas/ServiceAreasSection'),
    ({ ServiceAreasSection }, data) => <ServiceAreasSection areas={data.areas} />,
  ),
  'why-choose-us': homeSection(trays, ({ TrayRenderer }, { whyTray, placeholders }) =>
    whyTray ? <TrayRenderer trays={[whyTray]} placeholders={placeholders} /> : null,
  ),
  offers: homeSection(
    () => import('../../office/offers/OffersSection'),
    ({ OffersSection }, { name, offers }) => (
      <OffersSection offers={offers.items} office={{ name, phoneDisplay: offers.phoneDisplay }} offersPage={offers.page ?? undefined} />
    ),
  ),
  reviews: homeSection(
    () => import('../../office/reviews/ReviewsSection'),
    ({ ReviewsSection }, { reviews }) => <ReviewsSection reviews={reviews.items} reviewsPage={reviews.page ?? undefined} />,
  ),
  'local-services': homeSection(serviceLinks, ({ ServiceLinksSection }, { services }) => (
    <ServiceLinksSection
      id="local-services"
      heading="Local Services"
      intro="More of what we do around your home, and the service packages this office offers."
      pages={services.local}
      tone="alt"
    />
  )),
  careers: homeSection(
    () => import('./sections/careers/CareersSection'),
    ({ CareersSection }) => <CareersSection />,
  ),
  'helpful-articles': homeSection(
    () => import('./sections/articles/HelpfulArticlesSection'),
    ({ HelpfulArticlesSection }, data) => <HelpfulArticlesSection posts={data.helpfulArticles} />,
  ),
  blog: homeSection(
    () => import('./sections/articles/BlogSection'),
    ({ BlogSection }, data) => <BlogSection posts={data.blog.posts} blogPath={data.blog.path} />,
  ),
};

const OtherTrays = homeSection(trays, ({ TrayRenderer }, { otherTrays, placeholders }) => (
  <TrayRenderer trays={otherTrays} placeholders={placeholders} />
));

/** The office home's sections in HOME_SECTIONS' order, then its other trays: each a near-view section. */
export function HomeSections({ data }: { data: OfficeHomeView }) {
  return (
    <>
      {HOME_SECTIONS.map(({ id }) => {
        const Section = SECTIONS[id];
        return id === 'why-choose-us' && !data.whyTray ? null : <Section key={id} data={data} />;
      })}
      {data.otherTrays.length > 0 ? <OtherTrays data={data} /> : null}
    </>
  );
}
