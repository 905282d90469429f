import { asArray, type BathroomLayouts, type KitchenLayouts } from '@handyman/contracts';
import { imageModel, type ImageModel } from '@handyman/platform/base';
import { textOr, type OfficeTrayContext } from './context';

export interface RoomLayoutView {
  name: string;
  image: ImageModel | null;
  /** Content HTML ('' when the layout has no notes). */
  copy: string;
}

export interface RoomLayoutsView {
  /** The section's anchor. */
  id: 'kitchen-layouts' | 'bathroom-layouts';
  heading: string;
  /** The layouts with a name. */
  layouts: RoomLayoutView[];
}

const ROOMS = {
  KitchenLayouts: { id: 'kitchen-layouts', heading: 'Kitchen Layouts' },
  BathroomLayouts: { id: 'bathroom-layouts', heading: 'Bathroom Layouts' },
} as const;

/** Kitchen or bathroom layouts; null when no layout has a name. */
export function roomLayoutsView(tray: KitchenLayouts | BathroomLayouts, { fill }: OfficeTrayContext): RoomLayoutsView | null {
  const room = ROOMS[tray.TrayName];
  const layouts = asArray(tray.Layout)
    .filter((layout) => Boolean(layout?.Name?.Value))
    .map((layout) => ({ name: fill(layout.Name.Value), image: imageModel(layout.Image), copy: fill(layout.Copy?.Value) }));
  if (layouts.length === 0) return null;
  return { id: room.id, heading: textOr(tray.Heading, fill, room.heading), layouts };
}
