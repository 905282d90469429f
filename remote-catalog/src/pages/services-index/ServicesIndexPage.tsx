import type { Field, ServicesIndex } from '@handyman/contracts';
import { PageBanner, TrayRenderer } from '@handyman/trays';
import { Breadcrumb, PageMeta, RichText, Spinner } from '@handyman/platform/ui';
import { useCatalogPage } from '../../common/use-catalog-page';
import { OfficeFinderBand } from '../../common/OfficeFinderBand';
import { LocalPageLinks } from './LocalPageLinks';
import { PopularServices } from './PopularServices';
import { ServiceTabs } from './ServiceTabs';
import page from '../../common/CatalogPage.module.css';
import styles from './ServicesIndexPage.module.css';

/** The services index may carry a NewLayout flag: 'true' shows the tabs in their new layout. */
type ServicesIndexContent = ServicesIndex & { NewLayout?: Field };

function ServicesIndexView({ content }: { content: ServicesIndexContent }) {
  const heading = content.BannerHeading?.Value || content.Name;
  return (
    <article data-testid="services-index">
      <PageMeta title={content.Title || heading} description={content.Description} />
      <PageBanner banner={{ Heading: { Value: heading }, BackgroundImage: content.BackgroundImage ?? { Value: '' } }} />
      <div className={page.trail}>
        <div className="container">
          <Breadcrumb pages={content.BreadcrumbNavigation?.Page} />
        </div>
      </div>
      <div className="container">
        <RichText className={`${page.lead} ${styles.intro}`} html={content.IntroCopy?.Value} />
        <PopularServices services={content.MostPopularServices ?? []} />
        <ServiceTabs
          tabs={content.ServicesTray?.Navigation?.Page ?? []}
          tabbed={content.AddTabs?.Value !== 'false'}
          newLayout={content.NewLayout?.Value === 'true'}
        />
        {content.Footnotes?.Value ? <RichText className={styles.footnotes} html={content.Footnotes.Value} /> : null}
        <LocalPageLinks pages={content.LocalPage} />
      </div>
      <OfficeFinderBand content={content.FindAnOffice} />
      <TrayRenderer trays={content.Trays} />
    </article>
  );
}

/** /services and /services.html: banner, intro, most popular services, the service tabs, footnotes, office finder. */
export function ServicesIndexPage() {
  const content = useCatalogPage('services', 'ServicesIndex');
  if (!content) return <Spinner />;
  return <ServicesIndexView content={content} />;
}
