import type { ScheduleandEstimateTabTray, ScheduleandEstimateTray } from '@handyman/contracts';
import { EstimateForm, franchiseEstimateData } from '@handyman/estimate';
import { usePlaceholders } from '@handyman/trays';
import { RichText } from '@handyman/platform/ui';
import { estimateTabsView } from '../../pages/home/estimate-tabs-view';
import { OfficeEstimateTabs } from '../../pages/home/OfficeEstimateTabs';
import { useOffice } from './office-context';
import styles from './OfficeTrays.module.css';

/** The office's estimate and booking tabs. */
export function EstimateTabTray(_props: { tray: ScheduleandEstimateTabTray }) {
  const office = useOffice();
  return office ? <OfficeEstimateTabs tabs={estimateTabsView(office.home, office.path)} path={office.path} /> : null;
}

/** The office's estimate form beside a heading and copy. */
export function EstimateTray({ tray }: { tray: ScheduleandEstimateTray }) {
  const office = useOffice();
  const fill = usePlaceholders();
  if (!office) return null;
  return (
    <section className={styles.estimate} aria-labelledby="estimate-tray-heading">
      <div className={`container ${styles.estimateLayout}`}>
        <div>
          <h2 id="estimate-tray-heading">{fill(tray.Heading?.Value) || 'Request a Free Estimate'}</h2>
          {tray.Copy?.Value ? <RichText html={fill(tray.Copy.Value)} /> : null}
        </div>
        <EstimateForm franchise={franchiseEstimateData(office.home, office.path)} />
      </div>
    </section>
  );
}
