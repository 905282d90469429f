import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { SiteSettings } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/ui';
import styles from './Header.module.css';

/** The logo, linking home. Its box is sized from the start so nothing moves when it loads. */
export const HeaderLogo = memo(function HeaderLogo({ settings }: { settings: SiteSettings | undefined }) {
  const logo = settings?.Header?.HeaderLogo;
  const brand = settings?.GlobalSettings?.BrandName?.Value;
  return (
    <Link to="/" className={styles.logo} data-testid="header-logo">
      {logo?.Value ? (
        <MediaImage
          image={logo}
          alt={logo.AlternateText || brand || 'Home'}
          width={Number(logo.Width) || 280}
          height={Number(logo.Height) || 72}
          priority
        />
      ) : settings ? (
        <span className={styles.logoText}>{brand || 'Home'}</span>
      ) : (
        <span className="visually-hidden">Home</span>
      )}
    </Link>
  );
});
