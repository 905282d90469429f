import type { PageLink } from '@handyman/contracts';
import { ContentLink, OfficeAddress } from '@handyman/platform/ui';
import { useCurrentFranchise } from './use-current-franchise';
import styles from './FranchiseFooter.module.css';

/** On an office's pages: its address and licence, accepted payment types, and the brand links. */
export function FranchiseFooter({ brandLinks }: { brandLinks: PageLink[] }) {
  const office = useCurrentFranchise();
  if (!office) return null;
  const { name, licence, note, payments } = office;
  return (
    <section className={styles.office} aria-labelledby="footer-office-name" data-testid="franchise-footer">
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 id="footer-office-name" className={styles.name}>
            {name}
          </h2>
          <OfficeAddress className={styles.address} control={office.address} />
          {licence ? <p className={styles.licence}>License {licence}</p> : null}
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
        {payments.length > 0 ? (
          <div>
            <h3 className={styles.heading}>Payment types accepted</h3>
            <ul className={styles.payments}>
              {payments.map((type) => (
                <li key={type}>{type}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {brandLinks.length > 0 ? (
          <ul className={styles.brandLinks}>
            {brandLinks.map((page) => (
              <li key={page.Name}>
                <ContentLink markCurrent page={page} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
