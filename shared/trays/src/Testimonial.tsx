import { MediaImage, RichText } from '@handyman/platform/ui';
import type { TestimonialView } from './views/testimonial';
import shared from './Tray.module.css';
import styles from './Testimonial.module.css';

/** A customer or team quote with its attribution and an optional photo. */
export function Testimonial({ view }: { view: TestimonialView }) {
  return (
    <section className={`${shared.tray} ${shared.band} ${styles.band}`}>
      <div className="container">
        <figure className={styles.figure}>
          {/* The attribution names the person pictured. */}
          <MediaImage className={styles.photo} image={view.photo} alt="" width={88} height={88} />
          <blockquote className={styles.quote}>
            <RichText className={shared.flow} html={view.quote} />
          </blockquote>
          {view.attribution !== undefined ? <figcaption className={styles.attribution}>{view.attribution}</figcaption> : null}
        </figure>
      </div>
    </section>
  );
}
