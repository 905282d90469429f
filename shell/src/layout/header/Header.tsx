import { Link, NavLink } from 'react-router-dom';
import { useSiteSettings, usePreferredPhone, useSiteStore } from '@handyman/shared';
import { MediaImage } from '@handyman/shared/ui';
import styles from './Header.module.css';

/** Site header: recent office, logo, main navigation, phone and the estimate link. */
export function Header() {
  const { data: settings } = useSiteSettings();
  const phone = usePreferredPhone();
  const recentPath = useSiteStore((state) => state.recentFranchisePath);
  const recentName = useSiteStore((state) => state.recentFranchiseName);
  const brand = settings?.GlobalSettings?.BrandName?.Value ?? 'Handyman Services';
  const menu = settings?.Header?.MenuTab?.[0]?.Page ?? [];

  return (
    <header className={styles.header}>
      {recentPath ? (
        <div className={styles.recent} data-testid="recent-franchise-bar">
          <div className="container">
            Your local office:{' '}
            <Link to={`/${recentPath}`}>{recentName || recentPath.split('/').pop()}</Link>
          </div>
        </div>
      ) : null}
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} aria-label={`${brand} home`}>
          {settings?.Header?.HeaderLogo ? <MediaImage image={settings.Header.HeaderLogo} alt="" width={180} height={48} priority /> : <span className={styles.logoPlaceholder} />}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {menu.map((item) => (
              <li key={item.URL}>
                <NavLink to={`/${item.URL}`}>{item.Link || item.Name}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <a className={styles.phone} href={`tel:${phone.tel}`} data-testid="header-phone">
            {phone.display}
          </a>
          <Link className="button-primary" to={{ hash: 'GetEstimateLink' }}>
            Get an estimate
          </Link>
        </div>
      </div>
    </header>
  );
}
