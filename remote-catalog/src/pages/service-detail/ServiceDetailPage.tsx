import { useLocation } from 'react-router-dom';
import type { HeroWithOverlay as HeroContent, ServiceDetail } from '@handyman/contracts';
import { HeroWithOverlay, PageBanner, TrayRenderer } from '@handyman/trays';
import { Breadcrumb, MediaImage, PageMeta, RichText, Spinner } from '@handyman/platform/ui';
import { useCatalogPage } from '../../common/use-catalog-page';
import { DoorsAndWindows } from './DoorsAndWindows';
import { ServiceAccordion } from './ServiceAccordion';
import { ServiceEstimateTabs } from './ServiceEstimateTabs';
import { ServiceSidebar } from './ServiceSidebar';
import { DOORS_AND_WINDOWS, serviceContentPath } from './service-rules';
import page from '../../common/CatalogPage.module.css';
import styles from './ServiceDetailPage.module.css';

/** A service page may carry a hero with overlay in place of its banner. */
type ServiceContent = ServiceDetail & { HeroWithOverlay?: Omit<HeroContent, 'TrayName'> };

function ServiceHero({ service, heading }: { service: ServiceContent; heading: string }) {
  if (service.HeroWithOverlay)
    return (
      <HeroWithOverlay
        tray={{ ...service.HeroWithOverlay, Heading: service.HeroWithOverlay.Heading ?? { Value: heading } }}
        headingLevel={1}
        priority
      />
    );
  if (service.Banner) return <PageBanner banner={{ ...service.Banner, Heading: { Value: heading } }} />;
  return null;
}

function ServiceDetailView({ service, contentPath }: { service: ServiceContent; contentPath: string }) {
  const name = service.ServiceName || service.Name;
  const heading = service.HeroWithOverlay?.Heading?.Value || service.Banner?.Heading?.Value || name;
  const image = service.CopyImageFrame?.Value ? service.CopyImageFrame : service.RightSideCopyImage;
  return (
    <article data-testid="service-detail">
      <PageMeta title={service.Title || name} description={service.Description || service.Abstract} />
      <ServiceHero service={service} heading={heading} />
      <div className={page.trail}>
        <div className="container">
          <Breadcrumb pages={service.BreadcrumbNavigation?.Page} />
        </div>
      </div>
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {service.HeroWithOverlay || service.Banner ? null : <h1>{heading}</h1>}
          <div className={`${styles.intro} ${image?.Value ? styles.withImage : ''}`}>
            <RichText className={page.lead} html={service.IntroCopy?.Value} />
            {image?.Value ? <MediaImage image={image} className={styles.introImage} priority /> : null}
          </div>
          {contentPath === `services/${DOORS_AND_WINDOWS}` ? <DoorsAndWindows servicePath={contentPath} /> : null}
          <ServiceAccordion heading={`Our ${name} Services`} items={service.Accordion ?? []} />
          {service.RelatedServicesCopy?.Value ? <RichText className={styles.related} html={service.RelatedServicesCopy.Value} /> : null}
        </div>
        <ServiceSidebar service={service} />
      </div>
      {service.ScheduleandEstimateTabTray?.Value === 'Yes' ? <ServiceEstimateTabs content={service.TabContent} /> : null}
      <TrayRenderer trays={service.Trays} />
    </article>
  );
}

/**
 * /services/:serviceId (with /doors, /windows and the franchise-prefixed variant) and
 * /services/:serviceId/:subserviceId: a service from its content at the address.
 */
export function ServiceDetailPage() {
  const { pathname } = useLocation();
  const contentPath = serviceContentPath(pathname);
  const service = useCatalogPage(contentPath, 'ServiceDetail');
  if (!service) return <Spinner />;
  return <ServiceDetailView service={service} contentPath={contentPath} />;
}
