import { useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '@handyman/platform/base';
import { useLocation } from 'react-router-dom';
import { PackageGrid } from '@handyman/trays/parts';
import { useDelayedScroll } from '../../common/use-delayed-scroll';
import { TAB_SCROLL_DELAY_MS, tabScrollOffset } from '../services-index/service-tab-rules';
import { categoryForHash, hashNamesCategory, packagesOf, SHOW_ALL, tabHash } from './package-tab-rules';
import type { PackagesIndexView } from './packages-index-view';
import tabStyles from '../services-index/ServiceTabs.module.css';
import styles from './PackagesIndexPage.module.css';

const PANEL_ID = 'package-list';

/**
 * SHOW ALL plus a tab per category, picked by the address hash (SHOW ALL by default), over the
 * package cards in two columns. The server sends SHOW ALL, so every package is in the HTML. A hash
 * that names a tab (the header's Interior / Exterior Packages) brings the tabs into view: each tab's
 * id is its hash, so the browser goes there itself, and after 500 ms the page settles them below
 * the sticky header.
 */
export function PackageTabs({ index }: { index: Pick<PackagesIndexView, 'packages' | 'categories'> }) {
  const hydrated = useHydrated();
  const { hash, key } = useLocation();
  const [choice, setChoice] = useState<{ key: string; tab: string } | null>(null);
  const area = useRef<HTMLElement>(null);
  const categories = index.categories.map((category) => category.name);
  useDelayedScroll(hashNamesCategory(hash, categories) ? `${key}${hash}` : null, () => area.current, TAB_SCROLL_DELAY_MS, tabScrollOffset);
  const tabs = [SHOW_ALL, ...categories];
  const selected = hydrated ? (choice?.key === key ? choice.tab : categoryForHash(hash, categories)) : SHOW_ALL;
  const packages = packagesOf(index, selected);

  const select = (tab: string) => {
    setChoice({ key, tab });
    window.history.replaceState(window.history.state, '', `#${tabHash(tab)}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length]!;
    select(next);
    document.getElementById(tabHash(next))?.focus();
  };

  return (
    <section ref={area} className={styles.tabs} aria-labelledby="packages-by-category" data-testid="package-tabs">
      <h2 id="packages-by-category" className="visually-hidden">
        Packages by category
      </h2>
      <div className={tabStyles.bar} role="tablist" aria-label="Package categories" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const current = tab === selected;
          return (
            <a
              key={tab}
              id={tabHash(tab)}
              href={`#${tabHash(tab)}`}
              role="tab"
              aria-selected={current}
              aria-controls={PANEL_ID}
              tabIndex={current ? undefined : -1}
              className={`${tabStyles.tab} ${current ? tabStyles.current : ''}`}
              onClick={(event) => {
                event.preventDefault();
                select(tab);
              }}
            >
              {tab === SHOW_ALL ? 'SHOW ALL' : tab}
            </a>
          );
        })}
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabHash(selected)}>
        <PackageGrid packages={packages} />
      </div>
    </section>
  );
}
