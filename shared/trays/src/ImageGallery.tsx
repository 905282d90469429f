import { asArray, type ImageGallery as GalleryContent, type ImageLink } from '@handyman/contracts';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import { TrayLink } from './TrayLink';
import shared from './Tray.module.css';
import styles from './ImageGallery.module.css';

function GalleryItem({ item, showCaption }: { item: ImageLink; showCaption: boolean }) {
  const fill = usePlaceholders();
  const caption = fill(item.Caption?.Value);
  const figure = (
    <figure className={styles.figure}>
      <MediaImage className={styles.image} image={item.Image} />
      {showCaption && caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
  return item.Page ? (
    <TrayLink page={item.Page} className={styles.link}>
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
export function ImageGallery({ tray }: { tray: GalleryContent }) {
  const fill = usePlaceholders();
  const collage = tray.ImagesPerRow?.Value === '4';
  const showCaptions = tray.ShowCaptions?.Value === 'Yes';
  const items = asArray(tray.Image).map((item, index) => (
    <li key={index}>
      <GalleryItem item={item} showCaption={showCaptions} />
    </li>
  ));
  return (
    <section className={shared.tray} data-layout={collage ? 'collage' : 'gallery'}>
      {tray.Heading?.Value ? (
        <div className="container">
          <h2 className={shared.heading}>{fill(tray.Heading.Value)}</h2>
        </div>
      ) : null}
      <div className={`container ${tray.FullWidth?.Value === 'Yes' ? styles.fullWidth : ''}`}>
        <ul className={collage ? styles.collage : styles.gallery}>{items}</ul>
      </div>
      {tray.Copy?.Value ? (
        <div className="container">
          <RichText className={`${shared.copy} ${shared.flow} ${styles.below}`} html={fill(tray.Copy.Value)} />
        </div>
      ) : null}
    </section>
  );
}
