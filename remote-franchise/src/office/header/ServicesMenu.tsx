import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LinkSet } from '@handyman/contracts';
import { ServiceGroups, shownGroups } from './ServiceGroups';
import styles from './OfficeHeader.module.css';

/**
 * The office's Services dropdown, one column per service group. It opens on hover (a 300 ms fade,
 * in CSS, so it also works before scripts run) and on click or Enter / Space / ArrowDown; Escape or
 * leaving it closes it and gives focus back to the button.
 */
export function ServicesMenu({ groups }: { groups: LinkSet[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
    if (event.key === 'ArrowDown' && event.target === button.current) {
      event.preventDefault();
      setOpen(true);
      window.setTimeout(() => root.current?.querySelector<HTMLAnchorElement>('a')?.focus(), 0);
    }
  };
  if (shownGroups(groups).length === 0) return null;

  return (
    <div
      ref={root}
      className={styles.services}
      data-open={open}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.servicesButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        Services
        <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true" focusable="false">
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={menuId} className={styles.menu} data-testid="services-menu">
        <ServiceGroups groups={groups} />
      </div>
    </div>
  );
}
