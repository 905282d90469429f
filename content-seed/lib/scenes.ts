// Whole illustrations at any size, by kind. A scene draws its background edge to edge and places
// its subject cluster around opts.focus (see scenes-base.ts).
import { g, shade } from './svg';
import { home, type Drawing, type Scene, type SceneOptions } from './scenes-base';
import {
  bathroom,
  carpentry,
  doors,
  drywall,
  electrical,
  flooring,
  kitchen,
  living,
  painting,
  plumbing,
  safety,
  windows,
} from './scenes-rooms';
import {
  checklist,
  deckScene,
  fenceScene,
  gutters,
  neighborhood,
  notFound,
  shield,
  storm,
  success,
  team,
  workshop,
} from './scenes-outdoor';

const SCENES = {
  home,
  living,
  kitchen,
  bathroom,
  painting,
  drywall,
  flooring,
  doors,
  windows,
  carpentry,
  electrical,
  plumbing,
  safety,
  deck: deckScene,
  fence: fenceScene,
  gutters,
  workshop,
  neighborhood,
  checklist,
  shield,
  storm,
  notFound,
  success,
  team,
} satisfies Record<string, Scene>;

export type SceneKind = keyof typeof SCENES;
export type { SceneOptions };

export const SCENE_KINDS = Object.keys(SCENES);

/** Draws a scene; returns { defs, body } for doc(). */
export function scene(kind: SceneKind, W: number, H: number, opts: SceneOptions = {}): Drawing {
  const f = SCENES[kind];
  if (!f) throw new Error(`unknown scene ${kind}`);
  return f(W, H, opts);
}

export { g, shade };
