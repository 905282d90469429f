import { EstimateForm } from '@handyman/estimate';
import { DetailPageLayout } from '../content/DetailPageLayout';
import type { ContentView } from '../content/content-view';
import styles from './EstimateFormPage.module.css';

/** /test-form-fill-page: the corporate full-page estimate form under the page's banner and copy, before its trays. */
export default function EstimateFormPage({ data }: { data: ContentView }) {
  return (
    <DetailPageLayout
      view={data}
      beforeTrays={
        <div className={`container ${styles.section}`}>
          <section className={`card-accent ${styles.card}`} aria-labelledby="estimate-form-title">
            <h2 id="estimate-form-title" className={styles.cardTitle}>
              Request a Free Estimate
            </h2>
            <EstimateForm variant="page" />
          </section>
        </div>
      }
    />
  );
}
