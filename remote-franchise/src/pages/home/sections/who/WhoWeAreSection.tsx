import { MediaImage, PhoneLink, RichText } from '@handyman/platform/base';
import type { OfficeHomeView } from '../../home-view';
import { OfficeSection } from '../../../../office/section/OfficeSection';
import { WHO_WE_ARE_HEADING } from './who-we-are';
import styles from './WhoWeAre.module.css';

/**
 * #who-we-are: the office's story, 'Locally Owned and Independently Operated', its phone and its
 * photo. The new layout (NewLayout) sets a wide 472x237 photo first, the old one a square
 * 558x557 photo after the copy.
 */
/** The photo's width: at most 472 px in the new layout, and half the row (at most 558 px) beside the copy in the old. */
const NEW_SIZES = '(min-width: 520px) 472px, calc(100vw - 32px)';
const OLD_SIZES = '(min-width: 600px) 558px, calc(100vw - 32px)';

export function WhoWeAreSection({ content }: { content: OfficeHomeView['whoWeAre'] }) {
  const { newLayout, image, imageSize, copy, phone } = content;
  return (
    <OfficeSection id="who-we-are" heading={WHO_WE_ARE_HEADING}>
      <div className={newLayout ? styles.stacked : styles.sideBySide} data-layout={newLayout ? 'new' : 'old'}>
        {image ? (
          <MediaImage
            image={image}
            className={styles.image}
            width={imageSize.width}
            height={imageSize.height}
            sizes={newLayout ? NEW_SIZES : OLD_SIZES}
          />
        ) : null}
        <div className={styles.copy}>
          <p className={styles.owned}>Locally Owned and Independently Operated</p>
          <RichText html={copy} />
          {phone ? (
            <p className={styles.call}>
              Call us at <PhoneLink phone={phone} className={styles.phone} />
            </p>
          ) : null}
        </div>
      </div>
    </OfficeSection>
  );
}
