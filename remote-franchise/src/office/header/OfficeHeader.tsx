import type { ReactNode } from 'react';
import { asArray, type FranchiseCorporateControl } from '@handyman/contracts';
import { MediaImage, MODAL_HASH } from '@handyman/platform/ui';
import { Link } from 'react-router-dom';
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
 * The office's own sticky bar under the site header: its logo (to the office home), a Services
 * dropdown built from its services, the estimate button and its phone number.
 */
export function OfficeHeader({ control, homePath, children }: OfficeHeaderProps) {
  const phone = useOfficePhone(control);
  const name = control.FranchiseName?.Value ?? '';
  const logo = control.FranchiseHeader?.Logo;
  const groups = asArray(control.FranchiseOwnersControl?.FranchiseServices?.LinkSet);
  return (
    <div className={styles.bar} data-testid={OFFICE_BAR_TEST_ID}>
      <div className={`container ${styles.row}`}>
        <Link to={homePath} className={styles.brand} aria-label={`${name} home`}>
          {logo?.Value ? <MediaImage image={logo} alt="" className={styles.logo} height={36} width={undefined} /> : null}
          <span className={styles.brandName}>{name.replace(/^.* of /, '') || name}</span>
        </Link>
        <nav className={styles.nav} aria-label={`${name} services`}>
          <ServicesMenu groups={groups} />
        </nav>
        <div className={styles.actions}>
          <Link className={`button-primary ${styles.estimate}`} to={{ hash: MODAL_HASH }} data-testid="office-estimate">
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
