import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '@handyman/platform';
import { hashName, scrollToElement } from '@handyman/platform/ui';
import {
  isEstimateRequest,
  scrollsToTabArea,
  TAB_SCROLL_DELAY_MS,
  tabForHash,
  tabScrollOffset,
  type TabId,
  type TabPageKind,
} from './tab-rules';
import { estimateLinkName } from '../views';

export interface TabHashState {
  tab: TabId;
  selectTab: (tab: TabId) => void;
  /** Whether the collapsible estimate area (under 600 px) is open. */
  formOpen: boolean;
  setFormOpen: (open: boolean) => void;
}

/** A hash that names another element on the page (e.g. #main) is that element's to handle. */
function targetsAnotherElement(hash: string, area: HTMLElement): boolean {
  const target = document.getElementById(hashName(hash));
  return target !== null && !area.contains(target);
}

/**
 * The tab area's state, driven by the address hash: each navigation (a new location key) picks the
 * tab its hash asks for and, 350 ms later, scrolls the area into view; the visitor's own clicks
 * override the hash until the next navigation.
 */
export function useTabHash(page: TabPageKind, areaRef: RefObject<HTMLElement | null>): TabHashState {
  const { hash, key } = useLocation();
  const { data: settings } = useSiteSettings();
  const linkName = estimateLinkName(settings);
  const [tabChoice, setTabChoice] = useState<{ key: string; tab: TabId } | null>(null);
  const [formChoice, setFormChoice] = useState<{ key: string; open: boolean } | null>(null);

  useEffect(() => {
    const area = areaRef.current;
    if (!scrollsToTabArea(hash) || !area || targetsAnotherElement(hash, area)) return undefined;
    let cancelScroll = () => undefined as void;
    const timer = window.setTimeout(() => {
      cancelScroll = scrollToElement(area, tabScrollOffset(page, window.innerWidth));
    }, TAB_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelScroll();
    };
  }, [hash, key, page, areaRef]);

  return {
    tab: tabChoice?.key === key ? tabChoice.tab : tabForHash(hash),
    selectTab: (tab) => setTabChoice({ key, tab }),
    formOpen: formChoice?.key === key ? formChoice.open : isEstimateRequest(hash, page, linkName),
    setFormOpen: (open) => setFormChoice({ key, open }),
  };
}
