import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentLink, linkHref, linkText } from '@handyman/platform/ui';
import { ChevronDownIcon } from '../../icons';
import type { MenuEntry } from './menu-entries';
import { usePageChange } from './use-page-change';
import styles from './DesktopNav.module.css';

/**
 * A top entry with sub-pages: a button that opens its dropdown (disclosure pattern). A mouse opens
 * it on hover; touch, click and keyboard toggle it; Escape, leaving it or navigating closes it.
 */
export function DropdownItem({ entry }: { entry: MenuEntry }) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  const section = linkHref(entry.page).split('#')[0]!.toLowerCase();
  const inSection = section !== '/' && pathname.toLowerCase().startsWith(section);

  usePageChange(useCallback(() => setOpen(false), []));

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: Event) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onPointer = (event: PointerEvent, entering: boolean) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = entering;
    setOpen(entering);
  };
  const onClick = () => {
    // A click right after hover-opening keeps the dropdown open instead of snapping it shut.
    if (openedByHover.current) openedByHover.current = false;
    else setOpen((value) => !value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      ref={itemRef}
      className={styles.item}
      onPointerEnter={(event) => onPointer(event, true)}
      onPointerLeave={(event) => onPointer(event, false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.top} ${inSection ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onClick}
      >
        {linkText(entry.page)}
        <ChevronDownIcon />
      </button>
      <ul id={listId} className={styles.dropdown} data-open={open}>
        {[entry.page, ...entry.children].map((page, index) => (
          <li key={`${index}-${page.URL}`}>
            <ContentLink
              markCurrent
              page={page}
              className={index === 0 ? `${styles.subLink} ${styles.overview}` : styles.subLink}
              onClick={() => setOpen(false)}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
