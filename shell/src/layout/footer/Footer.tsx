import { useSiteSettings } from '@handyman/platform';
import { BackToTop } from './BackToTop';
import { FooterBrand } from './FooterBrand';
import { FooterColumns } from './FooterColumns';
import { FooterLegal } from './FooterLegal';
import { FooterZipCta } from './FooterZipCta';
import { FranchiseFooter } from './franchise/FranchiseFooter';
import styles from './Footer.module.css';

/**
 * Site footer, loaded after the page content: find-an-office, brand and phone, link columns, the
 * current office's details on its pages, legal lines, and the back-to-top button. Missing settings
 * leave parts out; the phone, the ZIP box and the copyright year always show.
 */
export default function Footer() {
  const { data: settings } = useSiteSettings();
  const footer = settings?.Footer;
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <FooterZipCta content={footer?.FindAnOffice} />
      <div className={`container ${styles.main}`}>
        <FooterBrand settings={settings} />
        <FooterColumns columns={footer?.FooterLinkColumns} />
      </div>
      <FranchiseFooter footer={footer} />
      <FooterLegal settings={settings} />
      <BackToTop />
    </footer>
  );
}
