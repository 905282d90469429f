import type { ImageAndCopyTray as ImageAndCopyContent } from '@handyman/contracts';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import { TrayButton } from './TrayLink';
import shared from './Tray.module.css';
import styles from './ImageAndCopyTray.module.css';

const BACKGROUND_CLASS: Record<string, string | undefined> = {
  Gray: styles.gray,
  White: styles.white,
  Gray_Gradient: styles.grayGradient,
};

/**
 * An image beside copy. Background Gray, White or Gray_Gradient; optional shadow on the image; a
 * 50-50 or 30-70 (image-copy) grid from 768 px; the image left or right; an optional button.
 * On phones the image comes first, then the copy.
 */
export function ImageAndCopyTray({ tray }: { tray: ImageAndCopyContent }) {
  const fill = usePlaceholders();
  const imageRight = tray.ImageAlignment?.Value === 'Right';
  const grid = tray.Grid?.Value === '30-70' ? styles.split3070 : styles.split5050;
  const classes = [
    shared.tray,
    BACKGROUND_CLASS[tray.Background?.Value ?? 'White'] ?? styles.white,
    tray.Background?.Value === 'Gray' || tray.Background?.Value === 'Gray_Gradient' ? shared.band : '',
    tray.AddShadow?.Value === 'Yes' ? styles.shadow : '',
  ];
  return (
    <section className={classes.join(' ')}>
      <div className={`container ${styles.grid} ${grid} ${imageRight ? styles.imageRight : ''}`}>
        <figure className={styles.media}>
          <MediaImage className={styles.image} image={tray.Image} />
        </figure>
        <div className={shared.copy}>
          {tray.Heading?.Value ? <h2 className={shared.heading}>{fill(tray.Heading.Value)}</h2> : null}
          <RichText className={shared.flow} html={fill(tray.Copy?.Value)} />
          <TrayButton page={tray.Page} className={shared.cta} />
        </div>
      </div>
    </section>
  );
}
