import { franchisePlaceholderValues, replacePlaceholders } from '@handyman/platform';
import { type PageLink } from '@handyman/contracts';
import { ContactSuccessHeader } from '@handyman/estimate';
import { Breadcrumb, PageMeta, RichText, Spinner } from '@handyman/platform/ui';
import { TrayRenderer } from '@handyman/trays';
import { useOfficePhone } from '../../office/use-office-phone';
import { useFranchiseHome } from '../home/use-franchise-home';
import { OfficeContact } from './OfficeContact';
import { useContactSuccessContent } from './use-contact-success-content';
import article from '../../office/OfficeArticle.module.css';
import styles from './FranchiseContactSuccessPage.module.css';

const DEFAULT_COPY =
  '<p>Thank you for your estimate request. A member of the {FranchiseName} team will call you shortly to talk through your project.</p>';

/** /offices/:franchise/contact_success: the office's thanks after an estimate request, with how to reach it. */
export function FranchiseContactSuccessPage() {
  const { home, error: homeError, path } = useFranchiseHome();
  const { detail, loading, error } = useContactSuccessContent();
  const phone = useOfficePhone(home?.FranchiseCorporateControl);
  if (homeError) throw homeError;
  if (error) throw error;
  if (!home || loading) return <Spinner />;
  const control = home.FranchiseCorporateControl;
  const placeholders = franchisePlaceholderValues(control);
  const trail: PageLink[] = detail?.BreadcrumbNavigation?.Page ?? [
    { Name: 'Home', URL: '', Schema: 'HomePage' },
    { Name: 'Offices', URL: 'offices' },
    { Name: control.FranchiseName?.Value ?? home.Name, URL: path, Schema: 'FranchiseHomePage' },
    { Name: 'Contact Us', URL: `${path}/contact-success` },
  ];
  return (
    <article data-testid="franchise-contact-success">
      <PageMeta title={detail?.Title || 'Thank You'} description={detail?.Description} />
      <ContactSuccessHeader banner={detail?.Banner} thanks={detail?.BannerHeading?.Value} phone={phone} />
      <div className={article.trail}>
        <div className="container">
          <Breadcrumb pages={trail} franchiseName={control.FranchiseName?.Value} />
        </div>
      </div>
      <div className={`container ${article.layout} ${styles.layout}`}>
        <RichText className={article.copy} html={replacePlaceholders(detail?.Copy?.Value || DEFAULT_COPY, placeholders)} />
        <OfficeContact control={control} />
      </div>
      <TrayRenderer trays={detail?.Trays} placeholders={placeholders} />
    </article>
  );
}
