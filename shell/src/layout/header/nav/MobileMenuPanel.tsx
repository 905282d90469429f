import type { Ref } from 'react';
import type { SiteSettings } from '@handyman/contracts';
import { ContentLink, linkText, trapTab } from '@handyman/platform/ui';
import { CallUsLink } from '../../CallUsLink';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, PhoneIcon } from '../../icons';
import { AppointmentLink } from '../AppointmentLink';
import { EstimateLink } from '../EstimateLink';
import type { MenuEntry } from './menu-entries';
import styles from './MobileNav.module.css';

export interface MobileMenuPanelProps {
  id: string;
  ref: Ref<HTMLDivElement>;
  open: boolean;
  entries: MenuEntry[];
  /** The entry whose sub-menu is shown, or null for the top menu. */
  sub: MenuEntry | null;
  settings: SiteSettings | undefined;
  onShowSub: (id: string) => void;
  onBack: () => void;
  onClose: () => void;
  onNavigate: () => void;
}

/** The slide-out menu: Close (and Back in a sub-menu), the menu or a sub-menu, then the calls to action. */
export function MobileMenuPanel({ id, ref, open, entries, sub, settings, onShowSub, onBack, onClose, onNavigate }: MobileMenuPanelProps) {
  if (!open) return null;
  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        ref={ref}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={(event) => trapTab(event, event.currentTarget)}
      >
        <div className={styles.panelTop}>
          {sub ? (
            <button type="button" className={styles.back} onClick={onBack} data-focus="back">
              <ChevronLeftIcon />
              Back
            </button>
          ) : (
            <p className={styles.title}>Menu</p>
          )}
          <button type="button" className={styles.close} onClick={onClose} data-focus="close">
            <CloseIcon />
            Close
          </button>
        </div>
        <nav className={styles.scroll} aria-label={sub ? linkText(sub.page) : 'Main'}>
          {sub ? (
            <ul className={styles.list}>
              {[sub.page, ...sub.children].map((page, index) => (
                <li key={`${index}-${page.URL}`}>
                  <ContentLink
                    markCurrent
                    page={page}
                    className={index === 0 ? `${styles.row} ${styles.overview}` : styles.row}
                    onClick={onNavigate}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <ul className={styles.list}>
              {entries.map((entry) => (
                <li key={entry.id} className={entry.office ? styles.office : undefined}>
                  {entry.office ? <span className={styles.officeLabel}>Your local office</span> : null}
                  {entry.children.length > 0 ? (
                    <button
                      type="button"
                      className={styles.row}
                      onClick={() => onShowSub(entry.id)}
                      data-focus={`entry-${entry.id}`}
                      aria-label={`${linkText(entry.page)}: show sub-pages`}
                    >
                      {linkText(entry.page)}
                      <ChevronRightIcon />
                    </button>
                  ) : (
                    <ContentLink markCurrent page={entry.page} className={styles.row} onClick={onNavigate} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className={styles.actions}>
          <EstimateLink
            header={settings?.Header}
            className={`button-primary ${styles.action}`}
            iconClassName={styles.actionIcon}
            onClick={onClose}
          />
          <AppointmentLink className={`button-secondary ${styles.action}`} />
          <p className={styles.call}>
            <PhoneIcon size={18} />
            <CallUsLink className={styles.callLink} />
          </p>
        </div>
      </div>
    </div>
  );
}
