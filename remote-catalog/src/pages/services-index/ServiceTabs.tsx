import { useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '@handyman/platform/base';
import { useLocation } from 'react-router-dom';
import { useDelayedScroll } from '../../common/use-delayed-scroll';
import { LinkGroup } from '../../common/LinkGroup';
import type { ServiceTabView } from './services-index-view';
import { hashNamesTab, TAB_SCROLL_DELAY_MS, tabForHash, tabScrollOffset } from './service-tab-rules';
import groupStyles from '../../common/LinkGroups.module.css';
import styles from './ServiceTabs.module.css';

export interface ServiceTabsProps {
  tabs: ServiceTabView[];
  /** AddTabs: false lists every tab's groups one after another. */
  tabbed: boolean;
  newLayout: boolean;
}

const ARROWS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * By Room / By Area / By Service. The address hash picks the tab (an unknown one the room tab) and,
 * when it names a tab, scrolls there after 500 ms. Server HTML and visitors without JavaScript get
 * every tab's groups, with the tab names as links to them.
 */
export function ServiceTabs({ tabs, tabbed, newLayout }: ServiceTabsProps) {
  const hydrated = useHydrated();
  const { hash, key } = useLocation();
  const areaRef = useRef<HTMLElement>(null);
  const [choice, setChoice] = useState<{ key: string; tab: string } | null>(null);
  const selected = choice?.key === key ? choice.tab : tabForHash(hash, tabs);
  const asTabs = tabbed && hydrated && tabs.length > 1;
  useDelayedScroll(hashNamesTab(hash, tabs) ? `${key}${hash}` : null, () => areaRef.current, TAB_SCROLL_DELAY_MS, tabScrollOffset);

  const select = (id: string) => {
    setChoice({ key, tab: id });
    // The address names the tab for sharing; the router is not told, so the page does not scroll.
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = ARROWS[event.key];
    const index = tabs.findIndex((tab) => tab.id === selected);
    if (!move || index === -1) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)]!;
    select(next.id);
    document.getElementById(`${next.id}-tab`)?.focus();
  };

  return (
    <section ref={areaRef} className={styles.area} aria-label="Find a service" data-testid="service-tabs">
      {tabbed && tabs.length > 1 ? (
        <div
          className={styles.bar}
          role={asTabs ? 'tablist' : undefined}
          aria-label={asTabs ? 'Search services' : undefined}
          onKeyDown={asTabs ? onKeyDown : undefined}
        >
          {tabs.map((tab) => {
            const current = tab.id === selected;
            return (
              <a
                key={tab.id}
                id={`${tab.id}-tab`}
                href={`#${tab.id}`}
                className={`${styles.tab} ${asTabs && current ? styles.current : ''}`}
                role={asTabs ? 'tab' : undefined}
                aria-selected={asTabs ? current : undefined}
                aria-controls={asTabs ? tab.id : undefined}
                tabIndex={asTabs && !current ? -1 : undefined}
                onClick={
                  asTabs
                    ? (event) => {
                        event.preventDefault();
                        select(tab.id);
                      }
                    : undefined
                }
              >
                {tab.name}
              </a>
            );
          })}
        </div>
      ) : null}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={tab.id}
          className={styles.panel}
          role={asTabs ? 'tabpanel' : undefined}
          aria-labelledby={asTabs ? `${tab.id}-tab` : undefined}
          hidden={asTabs && tab.id !== selected}
          data-testid="service-tab-panel"
        >
          <h2 className={asTabs ? 'visually-hidden' : styles.panelHeading}>{tab.name}</h2>
          <div className={`${groupStyles.groups} ${newLayout ? groupStyles.newLayout : groupStyles.classic}`}>
            {tab.groups.map((group) => (
              <LinkGroup key={group.name} name={group.name} links={group.links} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
