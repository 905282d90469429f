import { NotFoundError, usePage } from '@handyman/platform';
import { pageOfSchema } from '@handyman/contracts';
import { EstimateForm } from '@handyman/estimate';
import { Spinner } from '@handyman/platform/ui';
import { TrayRenderer } from '@handyman/trays';
import { DetailPageLayout } from '../content/DetailPageLayout';
import styles from './EstimateFormPage.module.css';

/** /test-form-fill-page: the corporate full-page estimate form under the page's banner and copy, before its trays. */
export default function EstimateFormPage() {
  const { data, error } = usePage('test-form-fill-page');
  if (error) throw error;
  if (!data) return <Spinner />;
  const page = pageOfSchema(data.results[0], 'DetailPage');
  if (!page) throw new NotFoundError('The estimate form page content is missing');
  return (
    <>
      <DetailPageLayout page={{ ...page, Trays: undefined }} />
      <div className={`container ${styles.section}`}>
        <section className={`card-accent ${styles.card}`} aria-labelledby="estimate-form-title">
          <h2 id="estimate-form-title" className={styles.cardTitle}>
            Request a Free Estimate
          </h2>
          <EstimateForm variant="page" />
        </section>
      </div>
      <TrayRenderer trays={page.Trays} />
    </>
  );
}
