import { useId, useRef, type ReactNode } from 'react';
import type { TabContent } from '@handyman/contracts';
import { tabAreaModel, type TabAreaModel } from '../views';
import { EstimatePanel } from './EstimatePanel';
import { SchedulePanel } from './SchedulePanel';
import { TabButtons, type TabButton } from './TabButtons';
import type { TabId, TabPageKind } from './tab-rules';
import { useTabHash } from './use-tab-hash';
import styles from './EstimateTabs.module.css';

interface TabAreaSetup {
  /** Which page hosts the area; it decides how far above the area a hash scroll stops. */
  page: TabPageKind;
  /** The estimate form as the page sets it up for its office (EstimateForm of this entry). */
  estimateForm: ReactNode;
  /** Counts shown on the tabs when above 0. */
  badges?: Partial<Record<TabId, number>>;
  /** A scheduling page to use; by default the visitor's office's (useBookOnlineUrl). */
  schedulingUrl?: string;
  /** The office whose page shows the area (offices/<id>): Book Online books with it. */
  office?: string;
  className?: string;
}

export interface EstimateTabsProps extends TabAreaSetup {
  content: TabContent;
}

export interface EstimateTabsViewProps extends TabAreaSetup {
  /** The area's texts and image (tabAreaModel). */
  content: TabAreaModel;
}

/** The estimate / schedule tab area of the home and office pages, driven by the address hash. */
export function EstimateTabsView({ content, page, estimateForm, badges, schedulingUrl, office, className }: EstimateTabsViewProps) {
  const id = useId();
  const areaRef = useRef<HTMLElement>(null);
  const { tab, selectTab, formOpen, setFormOpen } = useTabHash(page, areaRef);
  const idOf = (tabId: TabId, part: 'tab' | 'panel') => `${id}-${tabId}-${part}`;
  const tabs: TabButton[] = [
    { id: 'estimate', label: content.estimateTabLabel, count: badges?.estimate ?? 0 },
    { id: 'schedule', label: content.scheduleTabLabel, count: badges?.schedule ?? 0 },
  ];

  return (
    <section
      ref={areaRef}
      className={[styles.area, className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-heading`}
      data-testid="estimate-tabs"
    >
      <h2 id={`${id}-heading`} className="visually-hidden">
        Get an estimate or book online
      </h2>
      <TabButtons tabs={tabs} selected={tab} onSelect={selectTab} idOf={idOf} />
      <div
        role="tabpanel"
        id={idOf('estimate', 'panel')}
        aria-labelledby={idOf('estimate', 'tab')}
        className={styles.panel}
        hidden={tab !== 'estimate'}
        tabIndex={0}
      >
        <EstimatePanel content={content} formOpen={formOpen} onFormOpenChange={setFormOpen} estimateForm={estimateForm} />
      </div>
      <div
        role="tabpanel"
        id={idOf('schedule', 'panel')}
        aria-labelledby={idOf('schedule', 'tab')}
        className={styles.panel}
        hidden={tab !== 'schedule'}
        tabIndex={0}
      >
        <SchedulePanel copy={content.scheduleCopy} schedulingUrl={schedulingUrl} office={office} />
      </div>
    </section>
  );
}

/** EstimateTabsView of the page's CMS TabContent. */
export function EstimateTabs({ content, ...setup }: EstimateTabsProps) {
  return <EstimateTabsView content={tabAreaModel(content)} {...setup} />;
}
