import { NotFoundError, usePage } from '@handyman/platform';
import { pageOfSchema } from '@handyman/contracts';
import { ContactSuccessHeader, useNationalPhone } from '@handyman/estimate';
import { Breadcrumb, PageMeta, RichText, Spinner } from '@handyman/platform/ui';
import { TrayRenderer } from '@handyman/trays';
import styles from '../content/ContentPage.module.css';
import { withFindAnOffice } from './with-find-an-office';

/** Corporate estimate-submission page (/contact_success): no office matched the visitor's ZIP. */
export default function ContactSuccessPage() {
  const { data, error } = usePage('contact-success');
  const phone = useNationalPhone();
  if (error) throw error;
  if (!data) return <Spinner />;
  const page = pageOfSchema(data.results[0], 'DetailPage');
  if (!page) throw new NotFoundError('The contact-success content is missing');
  return (
    <article data-testid="contact-success">
      <PageMeta title={page.Title} description={page.Description} />
      <ContactSuccessHeader heading={page.Heading?.Value} banner={page.Banner} phone={phone} />
      <div className={styles.trail}>
        <div className="container">
          <Breadcrumb pages={page.BreadcrumbNavigation?.Page} />
        </div>
      </div>
      {page.Copy?.Value ? (
        <div className={`container ${styles.intro}`}>
          <RichText className={styles.copy} html={page.Copy.Value} />
        </div>
      ) : null}
      <TrayRenderer trays={withFindAnOffice(page.Trays)} />
    </article>
  );
}
