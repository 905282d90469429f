import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElement, stickyHeaderHeight } from '@handyman/platform/ui';
import { stateOfHash, type StateOffices } from './group-offices';
import { STATE_NOTICE_ID } from './StateNotice';

/** Space kept above the state scrolled to. */
const BREATHING_ROOM = 16;

export interface StateTarget {
  /** The state the hash names, when it has offices on the page. */
  withOffices: string | null;
  /** The state the hash names, when it has none. */
  withoutOffices: string | null;
}

/**
 * The state the address hash (#NV) points at. Once the offices are on the page it scrolls there
 * smoothly, clear of the sticky header, and moves focus to the state's heading for keyboard and screen reader users.
 */
export function useStateTarget(groups: StateOffices[] | undefined): StateTarget {
  const { hash, key } = useLocation();
  const state = stateOfHash(hash);
  const hasOffices = !!state && !!groups?.some((group) => group.abbreviation === state);

  useEffect(() => {
    if (!state || !groups) return undefined;
    const target = document.getElementById(hasOffices ? state : STATE_NOTICE_ID);
    if (!target) return undefined;
    target.focus({ preventScroll: true });
    // The whole highlighted section comes into view, not only its heading.
    return scrollToElement(target.closest('section') ?? target, stickyHeaderHeight() + BREATHING_ROOM);
  }, [state, hasOffices, groups, key]);

  return { withOffices: hasOffices ? state : null, withoutOffices: state && groups && !hasOffices ? state : null };
}
