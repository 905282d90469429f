import { MediaImageView, RichText } from '@handyman/platform/base';
import { OfficeSection } from '../section/OfficeSection';
import type { RoomLayoutsView } from './views/room-layouts';
import styles from './Trays.module.css';

// Tiles of at least 240 px with 20 px gaps fill the container's row (auto-fill), less each tile's
// 16 px padding and border: one, two from 532 px, three from 808, four from 1068.
const LAYOUT_IMAGE_SIZES =
  '(min-width: 1300px) 249px, (min-width: 1200px) 239px, (min-width: 1068px) calc((100vw - 244px) / 4), (min-width: 808px) calc((100vw - 190px) / 3), (min-width: 768px) calc((100vw - 136px) / 2), (min-width: 532px) calc((100vw - 120px) / 2), calc(100vw - 66px)';

/** Kitchen or bathroom layouts the office builds (galley, L-shape, U-shape, island...), with a photo and notes each. */
export function RoomLayouts({ view }: { view: RoomLayoutsView }) {
  return (
    <OfficeSection id={view.id} heading={view.heading} tone="alt">
      <ul className={styles.layouts}>
        {view.layouts.map((layout) => (
          <li key={layout.name} className={styles.layout}>
            <MediaImageView image={layout.image} className={styles.layoutImage} sizes={LAYOUT_IMAGE_SIZES} />
            <h3>{layout.name}</h3>
            <RichText html={layout.copy} />
          </li>
        ))}
      </ul>
    </OfficeSection>
  );
}
