import { useRef } from 'react';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { useHashScroll } from './use-hash-scroll';
import type { PhilanthropyView } from './views/philanthropy';
import shared from './Tray.module.css';
import styles from './PhilanthropyTray.module.css';

export const PHILANTHROPY_SCROLL_DELAY_MS = 500;
export const PHILANTHROPY_SCROLL_OFFSET_PX = 120;

/** A community story: copy on the left, an optional 250x150 image beside it. */
export function PhilanthropyTray({ view }: { view: PhilanthropyView }) {
  const root = useRef<HTMLElement>(null);
  useHashScroll(root, PHILANTHROPY_SCROLL_DELAY_MS, PHILANTHROPY_SCROLL_OFFSET_PX);
  const hasAside = view.aside !== undefined;
  return (
    <section ref={root} className={`${shared.tray} ${styles.story}`}>
      <div className="container">
        <div className={`${styles.grid} ${hasAside ? styles.withAside : ''}`}>
          <RichText className={`${shared.copy} ${shared.flow} ${styles.copy}`} html={view.copy} />
          {hasAside ? <MediaImage className={styles.aside} image={view.aside} width={250} height={150} /> : null}
        </div>
      </div>
    </section>
  );
}
