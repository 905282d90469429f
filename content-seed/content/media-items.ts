// One generated image of the media plan: its path under media/ and what draws it.
import type { Partner } from './corporate-people';
import type { IconName } from '../lib/brand';
import type { MapOffice } from '../lib/maps';
import type { PortraitOptions } from '../lib/portraits';

export type Size = [width: number, height: number];

export const BANNER: Size = [1600, 500];

/** One generated image: its path under media/ and what draws it. */
export type MediaItem = { path: string } & (
  | { type: 'portrait'; look: PortraitOptions; title: string }
  | { type: 'icon'; name: IconName; size: number }
  | { type: 'logo'; dark?: boolean }
  | { type: 'mark'; size: number }
  | { type: 'png'; size: number }
  | { type: 'map'; office: MapOffice }
  | { type: 'partner'; partner: Partner }
  /** A photograph cut from a pool photo (left, top, width, height), listed in derived-media.json rather than written. */
  | { type: 'photo'; from: string; crop: [number, number, number, number]; flip: boolean; orientation?: 6; title: string }
);
