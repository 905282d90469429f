import { MediaImage, RichText } from '@handyman/platform/ui';
import { TrayButton } from './TrayLink';
import type { ImageAndCopyBackground, ImageAndCopyView } from './views/image-and-copy';
import shared from './Tray.module.css';
import styles from './ImageAndCopyTray.module.css';

// The container's width on phones; from 768 px the image's share of the grid (1fr 1fr or 3fr 7fr) less the 48 px gap.
const SIZES_5050 = '(min-width: 1300px) 572px, (min-width: 1200px) 552px, (min-width: 768px) calc((100vw - 96px) / 2), calc(100vw - 32px)';
const SIZES_3070 =
  '(min-width: 1300px) 344px, (min-width: 1200px) 332px, (min-width: 768px) calc((100vw - 96px) * 0.3), calc(100vw - 32px)';

const BACKGROUND_CLASS: Record<ImageAndCopyBackground, string | undefined> = {
  Gray: styles.gray,
  White: styles.white,
  Gray_Gradient: styles.grayGradient,
};

/**
 * An image beside copy. Background Gray, White or Gray_Gradient; optional shadow on the image; a
 * 50-50 or 30-70 (image-copy) grid from 768 px; the image left or right; an optional button.
 * On phones the image comes first, then the copy.
 */
export function ImageAndCopyTray({ view }: { view: ImageAndCopyView }) {
  const grid = view.grid === '30-70' ? styles.split3070 : styles.split5050;
  const classes = [
    shared.tray,
    BACKGROUND_CLASS[view.background] ?? styles.white,
    view.background === 'White' ? '' : shared.band,
    view.shadow ? styles.shadow : '',
  ];
  return (
    <section className={classes.join(' ')}>
      <div className={`container ${styles.grid} ${grid} ${view.imageRight ? styles.imageRight : ''}`}>
        <figure className={styles.media}>
          <MediaImage className={styles.image} image={view.image} sizes={view.grid === '30-70' ? SIZES_3070 : SIZES_5050} />
        </figure>
        <div className={shared.copy}>
          {view.heading !== undefined ? <h2 className={shared.heading}>{view.heading}</h2> : null}
          <RichText className={shared.flow} html={view.copy} />
          <TrayButton page={view.page} className={shared.cta} />
        </div>
      </div>
    </section>
  );
}
