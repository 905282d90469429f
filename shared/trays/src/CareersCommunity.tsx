import { useId } from 'react';
import type { CareersCommunity as CareersCommunityContent } from '@handyman/contracts';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import { TrayLink } from './TrayLink';
import styles from './CareersSections.module.css';

/** Our community: why join, 'Apply Now' to the job board (new tab), a team member's words and a photo. */
export function CareersCommunity({ tray }: { tray: CareersCommunityContent }) {
  const id = useId();
  const fill = usePlaceholders();
  return (
    <section className={styles.community} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.communityLayout}`}>
        <div>
          <h2 id={`${id}-heading`}>{fill(tray.Heading?.Value)}</h2>
          {tray.Copy?.Value ? <RichText html={fill(tray.Copy.Value)} /> : null}
          {tray.Quote?.Value ? (
            <figure className={styles.quote}>
              <blockquote>
                <RichText html={fill(tray.Quote.Value)} />
              </blockquote>
              {tray.Attribution?.Value ? <figcaption>{fill(tray.Attribution.Value)}</figcaption> : null}
            </figure>
          ) : null}
          <TrayLink page={{ ...tray.Page, Link: 'Apply Now' }} className="button-primary" newTab />
        </div>
        <MediaImage image={tray.Image} className={styles.communityImage} />
      </div>
    </section>
  );
}
