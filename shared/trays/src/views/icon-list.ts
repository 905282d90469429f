import { asArray, type IconWithLabelList, type ImageField, type PageLink } from '@handyman/contracts';
import { imageOf, optionalText, type Fill } from './fields';

export interface IconItemView {
  icon?: ImageField;
  label: string;
  caption?: string;
  /** The item is a link card only when it leads somewhere. */
  page?: PageLink;
}

export interface IconListView {
  kind: 'IconWithLabelList';
  heading?: string;
  /** 4 when IconsPerRow says so, else 3. */
  columns: 3 | 4;
  iconLeft: boolean;
  items: IconItemView[];
}

export function iconListView(tray: IconWithLabelList, fill: Fill): IconListView {
  return {
    kind: 'IconWithLabelList',
    heading: optionalText(tray.Heading, fill),
    columns: tray.IconsPerRow?.Value === '4' ? 4 : 3,
    iconLeft: tray.Placement?.Value === 'Left',
    items: asArray(tray.Item).map((item) => ({
      icon: imageOf(item.Icon),
      label: fill(item.Label?.Value),
      caption: optionalText(item.Caption, fill),
      page: item.Page || undefined,
    })),
  };
}
