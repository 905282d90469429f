import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteSettings } from '@handyman/shared';
import { MenuIcon } from '../../icons';
import type { RecentFranchiseNav } from '../recent/use-recent-franchise';
import { MobileMenuPanel } from './MobileMenuPanel';
import { mobileMenuEntries } from './menu-entries';
import { useModalPanel } from './use-modal-panel';
import styles from './MobileNav.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';
const WIDE = '(min-width: 768px)';

/**
 * The hamburger and its slide-out navigation (under 768 px wide). Opening focuses Close; a
 * sub-menu focuses Back and Back returns focus to the entry that opened it; closing returns focus
 * to the hamburger. Navigating closes the menu.
 */
export function MobileNav({ settings, franchise }: { settings: SiteSettings | undefined; franchise: RecentFranchiseNav | null }) {
  const [open, setOpen] = useState(false);
  const [subId, setSubId] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const location = useLocation();
  const entries = mobileMenuEntries(settings, franchise);

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    setSubId(null);
    if (returnFocus) toggleRef.current?.focus();
  }, []);
  const closeAndFocusToggle = useCallback(() => close(true), [close]);
  useModalPanel(panelRef, open, closeAndFocusToggle);

  useEffect(() => close(false), [location.pathname, location.hash, close]);

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(WIDE);
    const onChange = () => wide.matches && close(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);

  // Move focus once the view it targets is on screen.
  useLayoutEffect(() => {
    if (!open || !focusNext.current) return;
    panelRef.current?.querySelector<HTMLElement>(`[data-focus="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  }, [open, subId]);

  const openMenu = () => {
    focusNext.current = 'close';
    setOpen(true);
  };
  const showSub = (id: string) => {
    focusNext.current = 'back';
    setSubId(id);
  };
  const back = () => {
    focusNext.current = `entry-${subId}`;
    setSubId(null);
  };

  return (
    <>
      <button ref={toggleRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls={MOBILE_MENU_ID} aria-haspopup="dialog" onClick={openMenu}>
        <MenuIcon />
        <span>Menu</span>
      </button>
      <MobileMenuPanel
        id={MOBILE_MENU_ID}
        ref={panelRef}
        open={open}
        entries={entries}
        sub={entries.find((entry) => entry.id === subId) ?? null}
        settings={settings}
        onShowSub={showSub}
        onBack={back}
        onClose={closeAndFocusToggle}
        onNavigate={() => close(false)}
      />
    </>
  );
}
