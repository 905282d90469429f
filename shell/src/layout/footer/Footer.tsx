import { Link } from 'react-router-dom';
import { useSiteSettings, type PageLink } from '@handyman/shared';
import { MediaImage } from '@handyman/shared/ui';
import { CallUsLink } from '../CallUsLink';
import styles from './Footer.module.css';

function FooterLink({ page }: { page: PageLink }) {
  const text = page.Link || page.Name;
  if (page.Schema === 'VirtualLink' && page.CustomURL) {
    return (
      <a href={page.CustomURL} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return <Link to={`/${page.URL}`}>{text}</Link>;
}

/** Site footer, loaded after the page content. */
export default function Footer() {
  const { data: settings } = useSiteSettings();
  const year = new Date().getFullYear();
  if (!settings) return <footer className={styles.footer} />;
  const footer = settings.Footer;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <MediaImage image={footer.FooterLogo} alt={settings.GlobalSettings.BrandName.Value} width={180} height={48} />
          <p>{footer.TextAbovePhoneNumber.Value}</p>
          <CallUsLink className={styles.phone} />
        </div>
        {footer.FooterLinkColumns.map((column) => (
          <nav key={column.Title} aria-label={column.Title} className={styles.column}>
            <h2>{column.Title}</h2>
            <ul>
              {column.Page.map((page) => (
                <li key={page.Name}>
                  <FooterLink page={page} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.legal}`}>
        <p>{footer.Copyright.Value.replace('{Year}', String(year))}</p>
      </div>
    </footer>
  );
}
