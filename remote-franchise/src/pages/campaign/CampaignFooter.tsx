import type { FranchiseCorporateControl } from '@handyman/contracts';
import { usePlaceholders } from '@handyman/trays';
import { OfficeAddress } from '@handyman/platform/ui';
import { officeLicence } from '../../office/office-licence';
import styles from './CampaignPage.module.css';

/** The slim footer of a campaign page: who the office is, where, its licence and the year. */
export function CampaignFooter({ control, fallbackName }: { control: FranchiseCorporateControl; fallbackName: string }) {
  const fill = usePlaceholders();
  const name = control.FranchiseName?.Value || fallbackName;
  const licence = officeLicence(control);
  const note = control.FranchiseFooter?.TextBelowAddress?.Value;
  return (
    <footer className={styles.footer} data-testid="campaign-footer">
      <div className={`container ${styles.footerInner}`}>
        <div className={styles.footerOffice}>
          <p className={styles.footerName}>{name}</p>
          <OfficeAddress className={styles.footerAddress} control={control} />
          {licence ? <p className={styles.footerLine}>License {licence}</p> : null}
        </div>
        <div className={styles.footerSmall}>
          <p className={styles.footerLine}>{note ? fill(note) : 'Locally owned and independently operated.'}</p>
          <p className={styles.footerLine}>
            © {new Date().getFullYear()} {name}
          </p>
        </div>
      </div>
    </footer>
  );
}
