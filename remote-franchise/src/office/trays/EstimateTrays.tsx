import { EstimateFormNearView } from '@handyman/estimate/tabs';
import { RichText } from '@handyman/platform/base';
import { OfficeEstimateTabs } from '../estimate/OfficeEstimateTabs';
import { estimateTabTrayView, estimateTrayView, type EstimateTabTrayView, type EstimateTrayView } from './views/estimate';
import { officeTray } from './mapped-tray';
import styles from './Trays.module.css';

/** The office's estimate and booking tabs. */
export function EstimateTabTray({ view }: { view: EstimateTabTrayView }) {
  return <OfficeEstimateTabs tabs={view.tabs} path={view.path} />;
}

/** The office's estimate form beside a heading and copy (its code comes when it is near the viewport). */
export function EstimateTray({ view }: { view: EstimateTrayView }) {
  return (
    <section className={styles.estimate} aria-labelledby="estimate-tray-heading">
      <div className={`container ${styles.estimateLayout}`}>
        <div>
          <h2 id="estimate-tray-heading">{view.heading}</h2>
          {view.copy ? <RichText html={view.copy} /> : null}
        </div>
        <EstimateFormNearView franchise={view.franchise} />
      </div>
    </section>
  );
}

/** The estimate trays as the office tray registry renders them (mapped from the CMS tray). */
export const MappedEstimateTabTray = officeTray(estimateTabTrayView, EstimateTabTray);
export const MappedEstimateTray = officeTray(estimateTrayView, EstimateTray);
