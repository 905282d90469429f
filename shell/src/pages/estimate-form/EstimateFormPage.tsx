import { NotFoundError, pageOfSchema, usePage } from '@handyman/shared';
import { EstimateForm } from '@handyman/shared/estimate';
import { Breadcrumb, PageMeta, RichText, Spinner } from '@handyman/shared/ui';
import { TrayRenderer } from '@handyman/shared/trays';
import { ContentHero, heroCarriesHeading } from '../content/ContentHero';
import styles from './EstimateFormPage.module.css';

/** /test-form-fill-page: the corporate full-page estimate form, with the page's banner, copy and trays. */
export default function EstimateFormPage() {
  const { data, error } = usePage('test-form-fill-page');
  if (error) throw error;
  if (!data) return <Spinner />;
  const page = pageOfSchema(data.results[0], 'DetailPage');
  if (!page) throw new NotFoundError('The estimate form page content is missing');
  const heading = page.Heading?.Value || page.Title || page.Name;
  return (
    <article data-testid="estimate-form-page">
      <PageMeta title={page.Title || heading} description={page.Description} />
      <ContentHero page={page} heading={heading} />
      <div className={styles.trail}>
        <div className="container">
          <Breadcrumb pages={page.BreadcrumbNavigation?.Page} />
        </div>
      </div>
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          {heroCarriesHeading(page, heading) ? null : <h1>{heading}</h1>}
          {page.Copy?.Value ? <RichText className={styles.copy} html={page.Copy.Value} /> : null}
        </div>
        <section className={styles.card} aria-labelledby="estimate-form-title">
          <h2 id="estimate-form-title" className={styles.cardTitle}>
            Request a Free Estimate
          </h2>
          <EstimateForm variant="page" />
        </section>
      </div>
      <TrayRenderer trays={page.Trays} />
    </article>
  );
}
