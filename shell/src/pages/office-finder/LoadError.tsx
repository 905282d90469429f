import styles from './OfficeFinderPage.module.css';

/** The list could not be loaded: say so, and offer to try again. */
export function LoadError({ reload }: { reload: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>We couldn’t load the list of offices just now.</p>
      <button type="button" className="button-secondary" onClick={reload}>
        Try again
      </button>
    </div>
  );
}
