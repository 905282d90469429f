import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SiteSettings } from '@handyman/contracts';
import { useHydrated } from '@handyman/platform/ui';
import { MenuIcon } from '../../icons';
import type { RecentFranchiseNav } from '../recent/use-recent-franchise';
import { MenuDisclosure } from './MenuDisclosure';
import { usePageChange } from './use-page-change';
import type { MobileMenuPanel as Panel } from './MobileMenuPanel';
import { mobileMenuEntries } from './menu-entries';
import { lockPageScroll, type PageScrollLock } from './page-scroll-lock';
import styles from './MobileNav.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';
/** The element the shell renders into (public/index.html). */
const APP_ROOT_ID = 'root';

/** The slide-out panel's code: fetched when the visitor first opens the menu (most never do). */
const loadPanel = () => import(/* webpackChunkName: "mobile-menu" */ './MobileMenuPanel').then((module) => module.MobileMenuPanel);

/**
 * The hamburger and its slide-out navigation (under 768 px wide). Opening focuses Close and holds
 * the page still; a sub-menu focuses Back, and Back returns focus to the entry that opened it;
 * Close and Escape return focus to the hamburger. Following a link closes the menu. Before
 * hydration and without script, MenuDisclosure opens the same entries natively.
 */
export const MobileNav = memo(function MobileNav({
  settings,
  franchise,
}: {
  settings: SiteSettings | undefined;
  franchise: RecentFranchiseNav | null;
}) {
  const [open, setOpen] = useState(false);
  // The panel once its code is in; 'failed' when it did not come (the native disclosure stands in).
  const [panel, setPanel] = useState<{ Panel: typeof Panel } | 'failed' | null>(null);
  const [subId, setSubId] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const scrollLock = useRef<PageScrollLock | null>(null);
  const entries = mobileMenuEntries(settings, franchise);
  const hydrated = useHydrated();

  // Released before a link navigates, so the router records where the page really was.
  const close = useCallback((returnFocus: boolean) => {
    scrollLock.current?.release();
    scrollLock.current = null;
    setOpen(false);
    setSubId(null);
    // No scroll: the hamburger sits in the sticky bar, and the page must stay where it was.
    if (returnFocus) toggleRef.current?.focus({ preventScroll: true });
  }, []);
  const closeAndReturnFocus = useCallback(() => close(true), [close]);

  useEffect(() => () => scrollLock.current?.release(), []);
  // A new page closes the menu.
  usePageChange(useCallback(() => close(false), [close]));

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && closeAndReturnFocus();
    // A window widened past the menu's width (768 px: CSS decides) hides the hamburger; the menu
    // closes with it.
    const onResize = () => toggleRef.current && toggleRef.current.getClientRects().length === 0 && close(false);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [open, close, closeAndReturnFocus]);

  // Moves focus once the view it targets is on screen.
  useLayoutEffect(() => {
    if (!open || !focusNext.current) return;
    panelRef.current?.querySelector<HTMLElement>(`[data-focus="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  }, [open, subId]);

  const openMenu = () => {
    const show = () => {
      scrollLock.current ??= lockPageScroll(document.getElementById(APP_ROOT_ID) ?? document.body, styles.pageLocked!);
      focusNext.current = 'close';
      setOpen(true);
    };
    if (panel) return show();
    // The panel opens with its code (one short request, the first time only).
    loadPanel().then(
      (Loaded) => {
        setPanel({ Panel: Loaded });
        show();
      },
      () => setPanel('failed'),
    );
  };
  const showSub = (id: string) => {
    focusNext.current = 'back';
    setSubId(id);
  };
  const back = () => {
    focusNext.current = `entry-${subId}`;
    setSubId(null);
  };

  // The server's page (and a visitor without script) gets the native disclosure; once hydrated,
  // the hamburger that opens the slide-out menu takes its place.
  if (!hydrated || panel === 'failed') return <MenuDisclosure entries={entries} />;
  const MobileMenuPanel = panel?.Panel;
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-haspopup="dialog"
        onClick={openMenu}
      >
        <MenuIcon />
        <span>Menu</span>
      </button>
      {MobileMenuPanel ? (
        <MobileMenuPanel
          id={MOBILE_MENU_ID}
          ref={panelRef}
          open={open}
          entries={entries}
          sub={entries.find((entry) => entry.id === subId) ?? null}
          settings={settings}
          onShowSub={showSub}
          onBack={back}
          onClose={closeAndReturnFocus}
          onNavigate={() => close(false)}
        />
      ) : null}
    </>
  );
});
