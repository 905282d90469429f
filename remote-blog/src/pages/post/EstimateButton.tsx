import { Link, useLocation } from 'react-router-dom';
import { MODAL_HASH } from '@handyman/platform/base';
import type { CtaTone } from '../../rules/cta-color';
import styles from './EstimateButton.module.css';

/** GET AN ESTIMATE, in the tone of the post's CTAColor; it opens the site's estimate form on this page. */
export function EstimateButton({ tone }: { tone: CtaTone | null }) {
  const { pathname, search } = useLocation();
  if (tone === null) return null;
  return (
    <p className={styles.wrap}>
      <Link className={`${styles.button} ${styles[tone]}`} to={{ pathname, search, hash: `#${MODAL_HASH}` }} data-tone={tone}>
        GET AN ESTIMATE
      </Link>
    </p>
  );
}
