import { useSearchParams } from 'react-router-dom';
import { NotFoundError, usePage } from '@handyman/platform';
import { pageOfSchema } from '@handyman/contracts';
import { Breadcrumb, PageMeta, RichText } from '@handyman/platform/ui';
import { TrayRenderer } from '@handyman/trays';
import { ZipLookupForm } from '@handyman/estimate/zip';
import { farFromOffices } from './FarNotice';
import { linkNationalPhone } from './link-national-phone';
import { OfficeList, useLocalOffices } from './OfficeList';
import styles from './OfficeFinderPage.module.css';

/** The office finder (/offices, /FindACraftsman): find an office by ZIP, or browse them by state. */
export default function OfficeFinderPage() {
  const [params] = useSearchParams();
  // The list of offices is asked for beside the page's content, not once the content is in: after
  // an in-app navigation (a ZIP with no office near) that is one round trip to wait for, not two.
  const offices = useLocalOffices();
  const { data, error } = usePage('/offices');
  if (error) throw error;
  if (!data) return <div className={styles.introPlaceholder} role="status" aria-label="Loading" />;
  const page = pageOfSchema(data.results[0], 'OfficesIndex');
  if (!page) throw new NotFoundError('The offices page content is missing');
  const noFranchises = params.get('noFranchises') === 'true';
  return (
    <>
      <PageMeta title={page.Title} description={page.Description} />
      <section className={styles.intro} aria-labelledby="office-finder-heading">
        <div className="container">
          <Breadcrumb pages={page.BreadcrumbNavigation?.Page} className={styles.breadcrumb} />
          <div className={styles.introGrid}>
            <div className={styles.introText}>
              <h1 id="office-finder-heading">{page.Heading?.Value || page.Title}</h1>
              {noFranchises ? (
                <div className={styles.noFranchises} role="status" data-testid="no-franchises-notice">
                  <RichText html={linkNationalPhone(page.NoFranchisesCopy?.Value ?? '')} />
                </div>
              ) : null}
              <RichText className={styles.introCopy} html={page.IntroCopy?.Value} />
            </div>
            <div className={styles.zipCard}>
              <ZipLookupForm content={page.FindAnOffice} />
            </div>
          </div>
        </div>
      </section>
      <div className={styles.list}>
        <div className="container">
          <OfficeList offices={offices} far={farFromOffices(params)} />
        </div>
      </div>
      <TrayRenderer trays={page.Trays} />
    </>
  );
}
