import { ContactSuccessHeader } from '@handyman/estimate';
import { Breadcrumb, RichText } from '@handyman/platform/base';
import { TrayRenderer } from '@handyman/trays';
import { useOfficePhone } from '../../office/use-office-phone';
import type { ContactSuccessView } from './contact-success-view';
import { OfficeContact } from './OfficeContact';
import article from '../../office/OfficeArticle.module.css';
import styles from './FranchiseContactSuccessPage.module.css';

/** /offices/:franchise/contact_success: the office's thanks after an estimate request, with how to reach it. */
export function FranchiseContactSuccessPage({ data }: { data: ContactSuccessView }) {
  const phone = useOfficePhone(data.phone);
  return (
    <article data-testid="franchise-contact-success">
      <ContactSuccessHeader
        {...(data.banner ? { banner: data.banner } : {})}
        {...(data.thanks ? { thanks: data.thanks } : {})}
        phone={phone}
      />
      <div className={article.trail}>
        <div className="container">
          <Breadcrumb pages={data.trail} {...(data.franchiseName !== null ? { franchiseName: data.franchiseName } : {})} />
        </div>
      </div>
      <div className={`container ${article.layout} ${styles.layout}`}>
        <RichText className={article.copy} html={data.copy} />
        <OfficeContact office={data.office} phone={data.phone} />
      </div>
      <TrayRenderer trays={data.trays} placeholders={data.placeholders} />
    </article>
  );
}
