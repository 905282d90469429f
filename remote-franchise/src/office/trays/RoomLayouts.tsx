import { MediaImageView, RichText } from '@handyman/platform/base';
import { OfficeSection } from '../section/OfficeSection';
import type { RoomLayoutsView } from './views/room-layouts';
import styles from './Trays.module.css';

/** Kitchen or bathroom layouts the office builds (galley, L-shape, U-shape, island...), with a photo and notes each. */
export function RoomLayouts({ view }: { view: RoomLayoutsView }) {
  return (
    <OfficeSection id={view.id} heading={view.heading} tone="alt">
      <ul className={styles.layouts}>
        {view.layouts.map((layout) => (
          <li key={layout.name} className={styles.layout}>
            <MediaImageView image={layout.image} className={styles.layoutImage} sizes="(min-width: 992px) 480px, 100vw" />
            <h3>{layout.name}</h3>
            <RichText html={layout.copy} />
          </li>
        ))}
      </ul>
    </OfficeSection>
  );
}
