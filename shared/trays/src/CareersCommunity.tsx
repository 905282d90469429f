import { useId } from 'react';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { TrayLink } from './TrayLink';
import type { CareersCommunityView } from './views/careers-community';
import styles from './CareersSections.module.css';

// The container's width on phones; from 768 px half of it less the 32 px gap.
const COMMUNITY_IMAGE_SIZES =
  '(min-width: 1300px) 580px, (min-width: 1200px) 560px, (min-width: 768px) calc((100vw - 80px) / 2), calc(100vw - 32px)';

/** Our community: why join, 'Apply Now' to the job board (new tab), a team member's words and a photo. */
export function CareersCommunity({ view }: { view: CareersCommunityView }) {
  const id = useId();
  const { quote } = view;
  return (
    <section className={styles.community} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.communityLayout}`}>
        <div>
          <h2 id={`${id}-heading`}>{view.heading}</h2>
          {view.copy !== undefined ? <RichText html={view.copy} /> : null}
          {quote ? (
            <figure className={styles.quote}>
              <blockquote>
                <RichText html={quote.text} />
              </blockquote>
              {quote.attribution !== undefined ? <figcaption>{quote.attribution}</figcaption> : null}
            </figure>
          ) : null}
          <TrayLink page={view.apply} className="button-primary" newTab />
        </div>
        <MediaImage image={view.image} className={styles.communityImage} sizes={COMMUNITY_IMAGE_SIZES} />
      </div>
    </section>
  );
}
