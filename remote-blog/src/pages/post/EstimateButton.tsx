import { Link, useLocation } from 'react-router-dom';
import { MODAL_HASH } from '@handyman/platform/ui';
import { ctaTone } from '../../rules/cta-color';
import styles from './EstimateButton.module.css';

/** GET AN ESTIMATE, coloured by the post's CTAColor; it opens the site's estimate form on this page. */
export function EstimateButton({ color }: { color: string | undefined }) {
  const { pathname, search } = useLocation();
  const tone = ctaTone(color);
  if (tone === null) return null;
  return (
    <p className={styles.wrap}>
      <Link className={`${styles.button} ${styles[tone]}`} to={{ pathname, search, hash: `#${MODAL_HASH}` }} data-tone={tone}>
        GET AN ESTIMATE
      </Link>
    </p>
  );
}
