export interface PageScrollLock {
  release: () => void;
}

/**
 * Holds the page still behind a full-screen panel: the page's root element is fixed at the
 * current scroll position (this also holds on iOS Safari, where overflow: hidden alone does not),
 * then released where it was. A class rather than inline styles, so another overlay's own lock
 * is left alone; fixed panels inside the root stay on screen.
 */
export function lockPageScroll(root: HTMLElement, lockedClass: string): PageScrollLock {
  const y = window.scrollY;
  root.style.setProperty('--locked-scroll-y', `${-y}px`);
  root.classList.add(lockedClass);
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      root.classList.remove(lockedClass);
      root.style.removeProperty('--locked-scroll-y');
      if (y > 0) window.scrollTo({ top: y, behavior: 'instant' });
    },
  };
}
