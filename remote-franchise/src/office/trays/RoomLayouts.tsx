import {
  asArray,
  type BathroomLayouts as BathroomLayoutsContent,
  type KitchenLayouts as KitchenLayoutsContent,
  type RoomLayout,
} from '@handyman/contracts';
import { usePlaceholders } from '@handyman/trays';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { HomeSection } from '../../pages/home/sections/HomeSection';
import styles from './OfficeTrays.module.css';

function Layouts({ id, heading, layouts }: { id: string; heading: string; layouts: RoomLayout[] }) {
  const fill = usePlaceholders();
  const shown = layouts.filter((layout) => Boolean(layout?.Name?.Value));
  if (shown.length === 0) return null;
  return (
    <HomeSection id={id} heading={heading} tone="alt">
      <ul className={styles.layouts}>
        {shown.map((layout) => (
          <li key={layout.Name.Value} className={styles.layout}>
            <MediaImage image={layout.Image} className={styles.layoutImage} />
            <h3>{fill(layout.Name.Value)}</h3>
            <RichText html={fill(layout.Copy?.Value)} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** Kitchen layouts the office builds (galley, L-shape, U-shape, island...), with a photo and notes each. */
export function KitchenLayouts({ tray }: { tray: KitchenLayoutsContent }) {
  const fill = usePlaceholders();
  return <Layouts id="kitchen-layouts" heading={fill(tray.Heading?.Value) || 'Kitchen Layouts'} layouts={asArray(tray.Layout)} />;
}

/** Bathroom layouts the office builds, with a photo and notes each. */
export function BathroomLayouts({ tray }: { tray: BathroomLayoutsContent }) {
  const fill = usePlaceholders();
  return <Layouts id="bathroom-layouts" heading={fill(tray.Heading?.Value) || 'Bathroom Layouts'} layouts={asArray(tray.Layout)} />;
}
