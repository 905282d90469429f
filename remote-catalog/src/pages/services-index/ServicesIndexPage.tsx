import { PageBanner, TraysNearView } from '@handyman/trays/page';
import { Breadcrumb, RichText } from '@handyman/platform/base';
import { OfficeFinderBandNearView as OfficeFinderBand } from '../../common/office-finder-band-near-view';
import { LocalPageLinks } from './LocalPageLinks';
import { PopularServices } from './PopularServices';
import { ServiceTabs } from './ServiceTabs';
import type { ServicesIndexView } from './services-index-view';
import page from '../../common/CatalogPage.module.css';
import styles from './ServicesIndexPage.module.css';

/** /services and /services.html: banner, intro, most popular services, the service tabs, footnotes, office finder. */
export function ServicesIndexPage({ data }: { data: ServicesIndexView }) {
  return (
    <article data-testid="services-index">
      <PageBanner banner={data.banner} />
      <div className={page.trail}>
        <div className="container">
          <Breadcrumb pages={data.breadcrumb} />
        </div>
      </div>
      <div className="container">
        <RichText className={`${page.lead} ${styles.intro}`} html={data.introHtml} />
        <PopularServices services={data.popular} />
        <ServiceTabs tabs={data.tabs} tabbed={data.tabbed} newLayout={data.newLayout} />
        {data.footnotesHtml ? <RichText className={styles.footnotes} html={data.footnotesHtml} /> : null}
        <LocalPageLinks pages={data.localPages} />
      </div>
      <OfficeFinderBand content={data.finder} />
      <TraysNearView trays={data.trays} />
    </article>
  );
}
