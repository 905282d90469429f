import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog, wrapping at either end. */
export function trapTab(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement | null): void {
  if (event.key !== 'Tab' || !dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[aria-hidden="true"]'),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While a modal is open: the rest of the page is inert (no focus, hidden from assistive tech) and does
 * not scroll, Escape closes it, and on closing focus returns to where it was.
 */
export function useModalBehaviour(layer: RefObject<HTMLElement | null>, onClose: () => void): void {
  // Read during the first render, before any view inside moves focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const own = layer.current;
    const others = Array.from(document.body.children).filter((element) => element !== own && !element.hasAttribute('inert'));
    others.forEach((element) => element.setAttribute('inert', ''));
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: document.body.style.paddingRight };
    root.style.overflow = 'hidden';
    // Keeps the page from shifting sideways when its scrollbar goes away.
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    return () => {
      others.forEach((element) => element.removeAttribute('inert'));
      root.style.overflow = previous.overflow;
      document.body.style.paddingRight = previous.paddingRight;
      if (opener?.isConnected) opener.focus();
    };
  }, [layer, opener]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
}
