import { FooterBrand } from './FooterBrand';
import { FooterColumns } from './FooterColumns';
import { FooterLegal } from './FooterLegal';
import { FooterZipCta } from './FooterZipCta';
import { FranchiseFooter } from './franchise/FranchiseFooter';
import { useSiteView } from '../site-view';
import styles from './Footer.module.css';

/**
 * Site footer, hydrated when the visitor comes near it: find-an-office, brand and phone, link
 * columns, the current office's details on its pages, and legal lines (the back-to-top button is
 * the layout's). Missing settings leave parts out; the phone, the ZIP box and the copyright year
 * always show.
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
    </footer>
  );
}
