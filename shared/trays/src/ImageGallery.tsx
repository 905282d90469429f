import { MediaImage, RichText } from '@handyman/platform/ui';
import { TrayLink } from './TrayLink';
import type { GalleryItemView, GalleryView } from './views/gallery';
import shared from './Tray.module.css';
import styles from './ImageGallery.module.css';

// One tile across a phone (within the tray's padding), two from 600 px, three from 768.
const GALLERY_IMAGE_SIZES =
  '(min-width: 1300px) 355px, (min-width: 1200px) 342px, (min-width: 768px) calc((100vw - 174px) / 3), (min-width: 600px) calc((100vw - 100px) / 2), calc(100vw - 58px)';

function GalleryItem({ item, showCaption }: { item: GalleryItemView; showCaption: boolean }) {
  const figure = (
    <figure className={styles.figure}>
      <MediaImage className={styles.image} image={item.image} sizes={GALLERY_IMAGE_SIZES} />
      {showCaption && item.caption ? <figcaption className={styles.caption}>{item.caption}</figcaption> : null}
    </figure>
  );
  return item.page ? (
    <TrayLink page={item.page} className={styles.link}>
      {figure}
    </TrayLink>
  ) : (
    figure
  );
}

/**
 * Four images per row make a collage; otherwise a gallery of up to three per row. The heading
 * leads and the copy follows the images; captions and full width are content flags.
 */
export function ImageGallery({ view }: { view: GalleryView }) {
  const items = view.items.map((item, index) => (
    <li key={index}>
      <GalleryItem item={item} showCaption={view.showCaptions} />
    </li>
  ));
  return (
    <section className={shared.tray} data-layout={view.collage ? 'collage' : 'gallery'}>
      {view.heading !== undefined ? (
        <div className="container">
          <h2 className={shared.heading}>{view.heading}</h2>
        </div>
      ) : null}
      <div className={`container ${view.fullWidth ? styles.fullWidth : ''}`}>
        <ul className={view.collage ? styles.collage : styles.gallery}>{items}</ul>
      </div>
      {view.copy !== undefined ? (
        <div className="container">
          <RichText className={`${shared.copy} ${shared.flow} ${styles.below}`} html={view.copy} />
        </div>
      ) : null}
    </section>
  );
}
