import type { Testimonial as TestimonialContent } from '@handyman/contracts';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import shared from './Tray.module.css';
import styles from './Testimonial.module.css';

/** A customer or team quote with its attribution and an optional photo. */
export function Testimonial({ tray }: { tray: TestimonialContent }) {
  const fill = usePlaceholders();
  return (
    <section className={`${shared.tray} ${shared.band} ${styles.band}`}>
      <div className="container">
        <figure className={styles.figure}>
          {/* The attribution names the person pictured. */}
          <MediaImage className={styles.photo} image={tray.Image} alt="" width={88} height={88} />
          <blockquote className={styles.quote}>
            <RichText className={shared.flow} html={fill(tray.Quote?.Value)} />
          </blockquote>
          {tray.Attribution?.Value ? <figcaption className={styles.attribution}>{fill(tray.Attribution.Value)}</figcaption> : null}
        </figure>
      </div>
    </section>
  );
}
