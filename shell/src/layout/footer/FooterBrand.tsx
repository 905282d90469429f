import { Link } from 'react-router-dom';
import { formatPhoneDisplay, usePreferredPhone } from '@handyman/platform';
import { type SiteSettings } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/ui';
import { PhoneIcon } from '../icons';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.css';

/** Logo, the line above the phone, the phone (display and dialled number) and the social icons. */
export function FooterBrand({ settings }: { settings: SiteSettings | undefined }) {
  const phone = usePreferredPhone();
  const footer = settings?.Footer;
  const logo = footer?.FooterLogo;
  const brand = settings?.GlobalSettings?.BrandName?.Value;
  const dialled = formatPhoneDisplay(phone.tel);
  return (
    <div className={styles.brand}>
      <Link to="/" className={styles.logo}>
        {logo?.Value ? (
          <MediaImage
            image={logo}
            alt={logo.AlternateText || brand || 'Home'}
            width={Number(logo.Width) || 280}
            height={Number(logo.Height) || 72}
          />
        ) : (
          <span>{brand || 'Home'}</span>
        )}
      </Link>
      {footer?.TextAbovePhoneNumber?.Value ? <p className={styles.abovePhone}>{footer.TextAbovePhoneNumber.Value}</p> : null}
      <a className={styles.phone} href={`tel:${phone.tel}`} data-testid="footer-phone">
        {settings?.TelephoneIcon?.Value ? (
          <MediaImage image={settings.TelephoneIcon} alt="" width={16} height={16} />
        ) : (
          <PhoneIcon size={16} />
        )}
        <span>{phone.display}</span>
      </a>
      {/* A vanity number also shows the digits to dial. */}
      {dialled && dialled !== phone.display ? <p className={styles.dialled}>{dialled}</p> : null}
      <SocialLinks pages={footer?.Social?.Page} />
    </div>
  );
}
