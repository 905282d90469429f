import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { LinkSet, PageLink } from '@handyman/contracts';
import { ContentLink } from '@handyman/platform/base';
import { ServiceGroups, shownGroups } from './ServiceGroups';
import styles from './OfficeHeader.module.css';

export interface OfficePagesMenuProps {
  /** The office's short name, e.g. Summerlin: the menu's visible label. */
  label: string;
  pages: PageLink[];
  /** Shown in this menu on phones only, where the Services button gives way to it. */
  serviceGroups: LinkSet[];
}

/**
 * The office's pages, from its header at every width: a native disclosure (details / summary), so
 * it opens without script too. With script, following a link, a click elsewhere or Escape closes it.
 */
export function OfficePagesMenu({ label, pages, serviceGroups }: OfficePagesMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, hash } = useLocation();
  const shownAt = useRef(`${pathname}${hash}`);
  useEffect(() => {
    // Only a move to another address closes it: a menu the visitor opened before the page's script
    // arrived stays open through hydration.
    if (shownAt.current === `${pathname}${hash}`) return;
    shownAt.current = `${pathname}${hash}`;
    ref.current?.removeAttribute('open');
  }, [pathname, hash]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
        if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return (
    <details ref={ref} className={styles.pagesMenu} data-testid="office-pages-menu">
      <summary className={styles.servicesButton}>
        <span className={styles.pagesLabel}>{label}</span>
        <span className="visually-hidden"> office pages</span>
        <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true" focusable="false">
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div className={styles.pagesPanel}>
        <nav aria-label={`${label} office pages`} className={styles.group}>
          <p className={styles.groupTitle}>{label} office</p>
          <ul>
            {pages.map((page) => (
              <li key={page.URL}>
                <ContentLink markCurrent page={page} className={styles.menuLink} />
              </li>
            ))}
          </ul>
        </nav>
        {shownGroups(serviceGroups).length > 0 ? (
          <div className={styles.phoneServices}>
            <ServiceGroups groups={serviceGroups} />
          </div>
        ) : null}
      </div>
    </details>
  );
}
