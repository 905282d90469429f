// One generated image of the media plan: its path under media/ and what draws it.
import type { Partner } from './corporate-people';
import type { IconName } from '../lib/brand';
import type { MapOffice } from '../lib/maps';
import type { PortraitOptions } from '../lib/portraits';
import type { SceneKind, SceneOptions } from '../lib/scenes';

export type Size = [width: number, height: number];

export const BANNER: Size = [1600, 500];

/** One generated image: its path under media/ and what draws it. */
export type MediaItem = { path: string } & (
  | { type: 'scene'; kind: SceneKind; width: number; height: number; opts: SceneOptions; title: string; viewBox?: string | undefined }
  | { type: 'portrait'; look: PortraitOptions; title: string }
  | { type: 'icon'; name: IconName; size: number }
  | { type: 'logo'; dark?: boolean }
  | { type: 'mark'; size: number }
  | { type: 'png'; size: number }
  | { type: 'map'; office: MapOffice }
  | { type: 'partner'; partner: Partner }
);

/** A scene at a size; viewBox when it is drawn larger than it is shown. */
export const scene = (
  path: string,
  kind: SceneKind,
  [width, height]: Size,
  opts: SceneOptions = {},
  title: string = kind,
  viewBox?: string,
): MediaItem => ({ path, type: 'scene', kind, width, height, opts, title, viewBox });
