import { memo } from 'react';
import { Link } from 'react-router-dom';
import { MediaImage } from '@handyman/platform/ui';
import type { SiteView } from '../site-view';
import styles from './Header.module.css';

/** The logo, linking home. Its box is sized from the start so nothing moves when it loads. */
export const HeaderLogo = memo(function HeaderLogo({
  logo,
  brand,
  loaded,
}: {
  logo: SiteView['headerLogo'];
  brand: string;
  loaded: boolean;
}) {
  return (
    <Link to="/" className={styles.logo} data-testid="header-logo">
      {logo ? (
        <MediaImage image={logo.image} alt={logo.alt} width={logo.width} height={logo.height} priority />
      ) : loaded ? (
        <span className={styles.logoText}>{brand || 'Home'}</span>
      ) : (
        <span className="visually-hidden">Home</span>
      )}
    </Link>
  );
});
