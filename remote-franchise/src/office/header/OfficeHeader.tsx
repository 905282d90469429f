import type { ReactNode } from 'react';
import { asArray, type FranchiseCorporateControl } from '@handyman/contracts';
import { ESTIMATE_HASH, MediaImage } from '@handyman/platform/ui';
import { Link, useLocation } from 'react-router-dom';
import { PhoneIcon } from '../PhoneIcon';
import { useOfficePhone } from '../use-office-phone';
import { OFFICE_BAR_TEST_ID } from './office-bar';
import { ServicesMenu } from './ServicesMenu';
import styles from './OfficeHeader.module.css';

export interface OfficeHeaderProps {
  control: FranchiseCorporateControl;
  /** Site path of the office home, e.g. /offices/summerlin. */
  homePath: string;
  /** Shown as the bar's second row (the home page's section nav). */
  children?: ReactNode;
}

/**
 * The office's own sticky bar: its logo (to the office home), a Services dropdown built from its
 * services, the estimate button and its phone number. On phones it is the page's one sticky header,
 * and the site header leaves its estimate and call buttons to it (the shell's header styles look
 * for data-office-bar). Its estimate button is the site header's: the same address, so on the
 * office home both go to the estimate form there and elsewhere both open the estimate window.
 */
export function OfficeHeader({ control, homePath, children }: OfficeHeaderProps) {
  const { pathname, search } = useLocation();
  const phone = useOfficePhone(control);
  const name = control.FranchiseName?.Value ?? '';
  const logo = control.FranchiseHeader?.Logo;
  const groups = asArray(control.FranchiseOwnersControl?.FranchiseServices?.LinkSet);
  return (
    <div className={styles.bar} data-testid={OFFICE_BAR_TEST_ID} data-office-bar="">
      <div className={`container ${styles.row}`}>
        <Link to={homePath} className={styles.brand} aria-label={`${name} home`}>
          {logo?.Value ? <MediaImage image={logo} alt="" className={styles.logo} height={36} width={undefined} /> : null}
          <span className={styles.brandName}>{name.replace(/^.* of /, '') || name}</span>
        </Link>
        <nav className={styles.nav} aria-label={`${name} services`}>
          <ServicesMenu groups={groups} />
        </nav>
        <div className={styles.actions}>
          <Link
            className={`button-primary ${styles.estimate}`}
            to={{ pathname, search, hash: `#${ESTIMATE_HASH}` }}
            data-testid="office-estimate"
          >
            <span className={styles.estimateLead}>Get an </span>Estimate
          </Link>
          <a className={styles.phone} href={`tel:${phone.tel}`} data-testid="office-header-phone">
            <PhoneIcon size={18} />
            <span className={styles.phoneText}>{phone.display}</span>
            <span className="visually-hidden">Call {name}</span>
          </a>
        </div>
      </div>
      {children}
    </div>
  );
}
