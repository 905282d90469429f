import { MediaImage, RichText } from '@handyman/platform/ui';
import { TrayLink } from './TrayLink';
import type { GalleryItemView, GalleryView } from './views/gallery';
import shared from './Tray.module.css';
import styles from './ImageGallery.module.css';

/** The screen widths the gallery's CSS and the page container change at. */
const BREAKPOINTS = [1300, 1200, 768, 600, 0] as const;

/** The row's width from a breakpoint on: the container's inside, or the screen less the gutters when full width. */
function rowWidth(from: number, fullWidth: boolean): string {
  if (!fullWidth && from >= 1300) return '1192px';
  if (!fullWidth && from >= 1200) return '1152px';
  return from >= 768 ? '100vw - 48px' : '100vw - 32px';
}

/** The tile's track from a breakpoint on: columns, the gap between them, and how many the tile spans. */
function track(collage: boolean, index: number, from: number): { columns: number; gap: number; span: number } {
  if (collage && from >= 768) return { columns: 4, gap: 12, span: index % 4 === 0 || index % 4 === 3 ? 2 : 1 };
  if (collage) return { columns: 2, gap: 8, span: index === 0 ? 2 : 1 };
  if (from >= 768) return { columns: 3, gap: 24, span: 1 };
  return from >= 600 ? { columns: 2, gap: 16, span: 1 } : { columns: 1, gap: 16, span: 1 };
}

/**
 * The `sizes` of a tile's photo, from ImageGallery.module.css: a gallery of one column, two from 600 px and
 * three from 768; a collage of two columns (the first tile across both), four from 768 (every first
 * and fourth tile of four across two). A linked tile loses its 12 px padding and border each side.
 */
export function gallerySizes(view: Pick<GalleryView, 'collage' | 'fullWidth'>, index: number, linked: boolean): string {
  const entries = BREAKPOINTS.map((from) => {
    const { columns, gap, span } = track(view.collage, index, from);
    let width = rowWidth(from, view.fullWidth);
    if (columns > 1) width = `(${width} - ${gap * (columns - 1)}px)${span > 1 ? ` * ${span}` : ''} / ${columns}`;
    if (span > 1) width += ` + ${gap * (span - 1)}px`;
    if (linked) width += ' - 26px';
    return { from, width: `calc(${width})` };
  });
  // A breakpoint whose width is the next one's adds nothing.
  return entries
    .filter((entry, i) => entry.from === 0 || entry.width !== entries[i + 1]!.width)
    .map(({ from, width }) => (from ? `(min-width: ${from}px) ${width}` : width))
    .join(', ');
}

function GalleryItem({ item, showCaption, sizes }: { item: GalleryItemView; showCaption: boolean; sizes: string }) {
  const figure = (
    <figure className={styles.figure}>
      <MediaImage className={styles.image} image={item.image} sizes={sizes} />
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
      <GalleryItem item={item} showCaption={view.showCaptions} sizes={gallerySizes(view, index, item.page !== undefined)} />
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
