import { usePreferredPhone } from '@handyman/platform';
import { PhoneIcon } from '../icons';
import styles from './Header.module.css';

/** The number to call: the visitor's office once known (from the shared store), else the corporate one. */
export function HeaderPhone() {
  const phone = usePreferredPhone();
  return (
    <a className={styles.phone} href={`tel:${phone.tel}`} aria-label={`Call ${phone.display}`}>
      <PhoneIcon />
      <span className={styles.phoneNumber} data-testid="header-phone">
        {phone.display}
      </span>
    </a>
  );
}
