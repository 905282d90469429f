import { ContactSuccessHeader, useNationalPhone } from '@handyman/estimate';
import { Breadcrumb, RichText } from '@handyman/platform/ui';
import { TrayRenderer } from '@handyman/trays';
import styles from '../content/ContentPage.module.css';
import type { ContactSuccessView } from './contact-success-view';

/** Corporate estimate-submission page (/contact_success): no office matched the visitor's ZIP. */
export default function ContactSuccessPage({ data }: { data: ContactSuccessView }) {
  const phone = useNationalPhone();
  return (
    <article data-testid="contact-success">
      <ContactSuccessHeader heading={data.heading ?? undefined} banner={data.banner ?? undefined} phone={phone} />
      <div className={styles.trail}>
        <div className="container">
          <Breadcrumb pages={data.trail} />
        </div>
      </div>
      {data.copy ? (
        <div className={`container ${styles.intro}`}>
          <RichText className={styles.copy} html={data.copy} />
        </div>
      ) : null}
      <TrayRenderer trays={data.trays} />
    </article>
  );
}
