import { Link } from 'react-router-dom';
import { CallUsLink } from '../CallUsLink';
import styles from './Header.module.css';

/** The header without settings content: home link and phone. Used when the full header fails. */
export function MinimalHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logoText}>
          Home
        </Link>
        <div className={styles.actions}>
          <CallUsLink className={styles.phone} />
        </div>
      </div>
    </header>
  );
}
