import type { FranchiseHomePage } from '@handyman/contracts';
import { usePlaceholders } from '@handyman/trays';
import { MediaImage, PhoneLink, RichText } from '@handyman/platform/ui';
import { HomeSection } from '../HomeSection';
import { WHO_WE_ARE_HEADING, whoWeAreImageSize, type WhoWeAreContent } from './who-we-are';
import styles from './WhoWeAre.module.css';

const FALLBACK_COPY =
  '<p>{FranchiseName} is your local handyman team in {City}: licensed, insured craftsmen for the repairs, updates and projects on your list.</p>';

/**
 * #who-we-are: the office's story, 'Locally Owned and Independently Operated', its phone and its
 * photo. The new layout (NewLayout) sets a wide 472x237 photo first, the old one a square
 * 558x557 photo after the copy.
 */
export function WhoWeAreSection({ home, content }: { home: FranchiseHomePage; content: WhoWeAreContent | undefined }) {
  const fill = usePlaceholders();
  const newLayout = home.NewLayout?.Value === 'true';
  const size = whoWeAreImageSize(newLayout);
  const phone = home.FranchiseCorporateControl.PhoneNumber?.Value ?? '';
  return (
    <HomeSection id="who-we-are" heading={WHO_WE_ARE_HEADING}>
      <div className={newLayout ? styles.stacked : styles.sideBySide} data-layout={newLayout ? 'new' : 'old'}>
        {content?.Image?.Value ? (
          <MediaImage image={content.Image} className={styles.image} width={size.width} height={size.height} />
        ) : null}
        <div className={styles.copy}>
          <p className={styles.owned}>Locally Owned and Independently Operated</p>
          <RichText html={fill(content?.Copy?.Value || FALLBACK_COPY)} />
          {phone ? (
            <p className={styles.call}>
              Call us at <PhoneLink phone={phone} className={styles.phone} />
            </p>
          ) : null}
        </div>
      </div>
    </HomeSection>
  );
}
