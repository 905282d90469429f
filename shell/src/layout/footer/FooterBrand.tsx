import { Link } from 'react-router-dom';
import { formatPhoneDisplay, usePreferredPhone } from '@handyman/platform';
import { MediaImage } from '@handyman/platform/ui';
import { PhoneIcon } from '../icons';
import { SocialLinks } from './SocialLinks';
import type { SiteView } from '../site-view';
import styles from './Footer.module.css';

/** Logo, the line above the phone, the phone (display and dialled number) and the social icons. */
export function FooterBrand({ footer, brand }: { footer: SiteView['footer']; brand: string }) {
  const phone = usePreferredPhone();
  const { logo } = footer;
  const dialled = formatPhoneDisplay(phone.tel);
  return (
    <div className={styles.brand}>
      <Link to="/" className={styles.logo}>
        {logo ? <MediaImage image={logo.image} alt={logo.alt} width={logo.width} height={logo.height} /> : <span>{brand || 'Home'}</span>}
      </Link>
      {footer.textAbovePhone ? <p className={styles.abovePhone}>{footer.textAbovePhone}</p> : null}
      <a className={styles.phone} href={`tel:${phone.tel}`} data-testid="footer-phone">
        {footer.telephoneIcon ? <MediaImage image={footer.telephoneIcon} alt="" width={16} height={16} /> : <PhoneIcon size={16} />}
        <span>{phone.display}</span>
      </a>
      {/* A vanity number also shows the digits to dial. */}
      {dialled && dialled !== phone.display ? <p className={styles.dialled}>{dialled}</p> : null}
      <SocialLinks pages={footer.social} />
    </div>
  );
}
