import { BackToTop } from './BackToTop';
import { FooterBrand } from './FooterBrand';
import { FooterColumns } from './FooterColumns';
import { FooterLegal } from './FooterLegal';
import { FooterZipCta } from './FooterZipCta';
import { FranchiseFooter } from './franchise/FranchiseFooter';
import { useSiteView } from '../site-view';
import styles from './Footer.module.css';

/**
 * Site footer, loaded after the page content: find-an-office, brand and phone, link columns, the
 * current office's details on its pages, legal lines, and the back-to-top button. Missing settings
 * leave parts out; the phone, the ZIP box and the copyright year always show.
 */
export default function Footer() {
  const site = useSiteView();
  const { footer } = site;
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <FooterZipCta content={footer.findAnOffice} />
      <div className={`container ${styles.main}`}>
        <FooterBrand footer={footer} brand={site.brand} />
        <FooterColumns columns={footer.columns} />
      </div>
      <FranchiseFooter brandLinks={footer.brandLinks} />
      <FooterLegal footer={footer} brand={site.brand} />
      <BackToTop />
    </footer>
  );
}
