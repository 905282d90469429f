import { HeroWithOverlay, PageBanner, TraysNearView } from '@handyman/trays/page';
import { Breadcrumb, hydrateNearView, MediaImage, RichText } from '@handyman/platform/base';
import { useEstimateTabsPresence } from '@handyman/platform/page-tools';
import { DoorsAndWindows } from './DoorsAndWindows';
import { ServiceAccordion } from './ServiceAccordion';
import type { ServiceView } from './service-view';
import page from '../../common/CatalogPage.module.css';
import styles from './ServiceDetailPage.module.css';

// Below the service's text on a phone: the side column (with its ZIP finder) and the tab area
// hydrate when the visitor comes near them, their code (the offices and estimate packages) then.
const ServiceSidebar = hydrateNearView(() => import('./ServiceSidebar'), 'ServiceSidebar');
const ServiceEstimateTabs = hydrateNearView(() => import('./ServiceEstimateTabs'), 'ServiceEstimateTabs');

/** From the first render: #GetEstimateLink opens the tab area's estimate tab, not the modal. */
function EstimateTabsPresence() {
  useEstimateTabsPresence();
  return null;
}

function ServiceHero({ data }: { data: ServiceView }) {
  if (data.hero) return <HeroWithOverlay tray={data.hero} headingLevel={1} priority />;
  if (data.banner) return <PageBanner banner={data.banner} />;
  return null;
}

/**
 * /services/:serviceId (with /doors and /windows) and /services/:serviceId/:subserviceId: hero or
 * banner, breadcrumb, intro with its picture, the accordion, the side column, the optional tab area
 * and the trays.
 */
export function ServiceDetailPage({ data }: { data: ServiceView }) {
  return (
    <article data-testid="service-detail">
      <ServiceHero data={data} />
      <div className={page.trail}>
        <div className="container">
          <Breadcrumb pages={data.breadcrumb} />
        </div>
      </div>
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {data.hero || data.banner ? null : <h1>{data.heading}</h1>}
          <div className={`${styles.intro} ${data.introImage ? styles.withImage : ''}`}>
            <RichText className={page.lead} html={data.introHtml} />
            {data.introImage ? (
              <MediaImage
                image={data.introImage}
                className={styles.introImage}
                sizes="(min-width: 768px) 250px, (min-width: 452px) 420px, calc(100vw - 32px)"
                priority
              />
            ) : null}
          </div>
          {data.fixedSections.length > 0 ? <DoorsAndWindows sections={data.fixedSections} /> : null}
          <ServiceAccordion heading={`Our ${data.name} Services`} items={data.accordion} />
          {data.relatedHtml ? <RichText className={styles.related} html={data.relatedHtml} /> : null}
        </div>
        <ServiceSidebar name={data.name} linkSets={data.linkSets} finder={data.finder} />
      </div>
      {data.estimateTabs ? <EstimateTabsPresence /> : null}
      {data.estimateTabs ? <ServiceEstimateTabs content={data.estimateTabs} /> : null}
      <TraysNearView trays={data.trays} />
    </article>
  );
}
