import { useSiteSettings, useSiteStore } from '@handyman/platform';
import { HEADER_ID } from '../landmarks';
import { useSiteView } from '../site-view';
import { AlertBar } from './AlertBar';
import { AppointmentLink } from './AppointmentLink';
import { EstimateLink } from './EstimateLink';
import { HeaderLogo } from './HeaderLogo';
import { HeaderPhone } from './HeaderPhone';
import { DesktopNav } from './nav/DesktopNav';
import { MobileNav } from './nav/MobileNav';
import { RecentFranchiseBar } from './recent/RecentFranchiseBar';
import { useRecentFranchise } from './recent/use-recent-franchise';
import styles from './Header.module.css';

/**
 * Alert, recent office and the header proper: logo, calls to action and navigation (inline from
 * 768 px, a slide-out menu below). Settings that are missing or partial leave parts out, never the header.
 * Its larger parts are memoised: an office page records its office in the store right after
 * hydration, and that synchronous render should not redo the navigation's couple of hundred elements.
 */
export function Header() {
  const site = useSiteView();
  // The phone menu and the estimate link map their own parts of the settings (menu-entries.ts, EstimateLink).
  const { data: settings } = useSiteSettings();
  const franchise = useRecentFranchise();
  const storageRestored = useSiteStore((state) => state.storageRestored);
  return (
    <>
      <AlertBar alert={site.alert} />
      <RecentFranchiseBar franchise={franchise} holdRoom={!storageRestored} />
      <header id={HEADER_ID} className={styles.header} tabIndex={-1}>
        <div className={`container ${styles.bar}`}>
          <HeaderLogo logo={site.headerLogo} brand={site.brand} loaded={site.loaded} />
          <div className={styles.actions}>
            <HeaderPhone />
            <AppointmentLink
              className={`button-secondary ${styles.appointment}`}
              labelClassName={styles.appointmentLabel}
              testId="appointment-link"
            />
            <EstimateLink
              header={settings?.Header}
              className={`button-primary ${styles.estimate}`}
              iconClassName={styles.estimateIcon}
              shortText="Estimate"
              testId="estimate-link"
            />
            <MobileNav settings={settings} franchise={franchise} />
          </div>
        </div>
        <DesktopNav entries={site.menu} />
      </header>
    </>
  );
}
