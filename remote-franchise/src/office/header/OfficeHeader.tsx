import type { ReactNode } from 'react';
import { useBookOnlineUrl, ESTIMATE_HASH, MediaImage } from '@handyman/platform/base';
import { Link, useLocation } from 'react-router-dom';
import { PhoneIcon } from '../PhoneIcon';
import { useOfficePhone } from '../use-office-phone';
import { OFFICE_BAR_TEST_ID } from './office-bar';
import type { OfficeHeaderView } from './office-header-view';
import { OfficePagesMenu } from './OfficePagesMenu';
import { ServicesMenu } from './ServicesMenu';
import styles from './OfficeHeader.module.css';

export interface OfficeHeaderProps {
  /** The office as the header draws it (officeHeaderView, made by the page's loader). */
  header: OfficeHeaderView;
  /** Shown as the bar's second row (the home page's section nav). */
  children?: ReactNode;
}

/**
 * The office's own header, the one sticky bar of its pages: its logo (to the office home), a menu of
 * the office's pages named by the office (every width), a Services dropdown built from its services
 * (inside the office menu on phones), the estimate button and its phone number. The site's header
 * above leaves the office, the estimate and the phone to it (the shell's header styles look for
 * data-office-bar). Its estimate button has the site header's address, so on the office home it goes
 * to the estimate form there and elsewhere it opens the estimate window.
 */
export function OfficeHeader({ header, children }: OfficeHeaderProps) {
  const { pathname, search } = useLocation();
  const { homePath, name, logo, serviceGroups: groups } = header;
  const phone = useOfficePhone(header.phone);
  const bookOnline = useBookOnlineUrl(homePath);
  const shortName = name.replace(/^.* of /, '') || name;
  return (
    <div className={styles.bar} data-testid={OFFICE_BAR_TEST_ID} data-office-bar="">
      <div className={`container ${styles.row}`}>
        <Link to={homePath} className={styles.brand} aria-label={`${name} home`}>
          {logo ? <MediaImage image={logo} alt="" className={styles.logo} height={36} width={undefined} /> : null}
        </Link>
        <OfficePagesMenu label={shortName} pages={header.pages} serviceGroups={groups} />
        <nav className={styles.nav} aria-label={`${name} services`}>
          <ServicesMenu groups={groups} />
        </nav>
        <div className={styles.actions}>
          {/* From 1280 px; narrower, the site header or its menu carries it. */}
          <a
            className={`button-secondary ${styles.appointment}`}
            href={bookOnline}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="office-appointment"
          >
            Request an Appointment<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
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
