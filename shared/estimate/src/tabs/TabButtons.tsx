import { useRef, type KeyboardEvent } from 'react';
import { TabIcon } from './TabIcon';
import type { TabId } from './tab-rules';
import styles from './EstimateTabs.module.css';

export interface TabButton {
  id: TabId;
  label: string;
  /** Shown as a badge only when above 0. */
  count: number;
}

interface TabButtonsProps {
  tabs: TabButton[];
  selected: TabId;
  onSelect: (tab: TabId) => void;
  idOf: (tab: TabId, part: 'tab' | 'panel') => string;
}

/** The tablist: arrow keys, Home and End move between tabs and select them (ARIA tabs pattern). */
export function TabButtons({ tabs, selected, onSelect, idOf }: TabButtonsProps) {
  const buttons = useRef(new Map<TabId, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div role="tablist" aria-label="Get an estimate or book online" className={styles.tablist}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            if (element) buttons.current.set(tab.id, element);
            else buttons.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={idOf(tab.id, 'tab')}
          className={styles.tab}
          aria-selected={tab.id === selected}
          aria-controls={idOf(tab.id, 'panel')}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          <TabIcon tab={tab.id} className={styles.tabIcon} />
          {tab.label}
          {tab.count > 0 ? (
            <span className={styles.badge} data-testid={`tab-badge-${tab.id}`}>
              {tab.count}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
