// Houses from the street: a two-storey colonial in siding or brick, and a flat-roofed desert
// house in stucco, each with its yard, trees, a driveway and, on some, the company van.
import { box, cyl, ground, type Shape } from '../geometry';
import type { V3 } from '../math';
import { frontDoor, frontWindow, shrub, sky, tree, van } from '../parts';
import type { PhotoScene } from '../render';
import { brick, lawn, paint, shingles, siding, stucco } from '../textures';

export interface ExteriorLook {
  style: 'colonial' | 'brick' | 'desert';
  van?: boolean;
  /** Camera: from where, looking at what. */
  from?: V3;
  at?: V3;
  fov?: number;
  door?: string;
  wall?: string;
}

const SUN: V3 = [-0.55, 0.62, 0.56];

function colonial(look: ExteriorLook): Shape[] {
  const wall = look.style === 'brick' ? brick(look.wall ?? '#8e4a36') : siding(look.wall ?? '#c3cac8');
  const roof = shingles('#4a4b4f');
  const trim = paint('#f4f2ee');
  const windows = [-3.4, -1.4, 1.9, 3.6].flatMap((x) => [...frontWindow(x, 0.95, 0, 1.0, 1.45), ...frontWindow(x, 3.75, 0, 1.0, 1.35)]);
  return [
    box([-5, 0, -8], [5, 5.6, 0], wall),
    box([-5.1, 5.5, -8.1], [5.1, 5.75, 0.12], trim),
    // The gable roof: two slabs at 40 degrees meeting at the ridge, the gable ends under it.
    box([-5.4, 8.79, -4], [5.4, 8.95, 1.6], roof, { pivot: [0, 8.95, -4], x: 0.698 }),
    box([-5.4, 8.79, -9.6], [5.4, 8.95, -4], roof, { pivot: [0, 8.95, -4], x: -0.698 }),
    // The attic under the roof, in steps that stay inside it.
    box([-4.99, 5.6, -6.9], [4.99, 6.4, -1.1], wall),
    box([-4.99, 6.4, -5.8], [4.99, 7.3, -2.2], wall),
    box([-4.99, 7.3, -4.75], [4.99, 8.2, -3.25], wall),
    ...frontDoor(0.1, 0, look.door ?? '#7d1f28', 0.25),
    box([-1.2, 0, 0], [1.4, 0.25, 1.4], paint('#b7b3ac', { mottle: 0.12 })),
    box([-1.2, 2.7, 0], [1.4, 2.85, 1.5], trim),
    cyl([-1.05, 0.25, 1.3], 0.09, 2.45, trim),
    cyl([1.25, 0.25, 1.3], 0.09, 2.45, trim),
    ...windows,
    box([5, 0, -7], [10.5, 3.1, -1], wall),
    box([5.4, 0, -1.05], [10.1, 2.5, -0.95], siding('#f1f0ec', 0.55)),
    box([4.7, 3.0, -7.3], [10.8, 3.25, -0.8], roof),
    box([5.6, 0, -1], [10, 0.04, 9], stucco('#c9c6c0')),
  ];
}

function desert(look: ExteriorLook): Shape[] {
  const wall = stucco(look.wall ?? '#d9c4a5');
  const trim = stucco('#b98f62');
  const windows = [-3.6, -1.6, 2.8].flatMap((x) => frontWindow(x, 0.9, 0, 1.3, 1.4, '#6b5a48'));
  return [
    box([-6, 0, -9], [6, 3.6, 0], wall),
    box([-6.1, 3.4, -9.1], [6.1, 3.9, 0.1], trim),
    box([-1.5, 0, -0.01], [1.4, 4.4, 1.2], wall),
    box([-1.6, 4.2, -0.1], [1.5, 4.6, 1.3], trim),
    ...frontDoor(0, 1.2, look.door ?? '#3f5a6b', 0),
    ...windows,
    box([6, 0, -8], [11.5, 3.2, -1.5], wall),
    box([6.4, 0, -1.55], [11.1, 2.5, -1.45], siding('#e9ddc9', 0.55)),
    box([5.9, 3.0, -8.1], [11.6, 3.45, -1.4], trim),
    box([6.5, 0, -1.5], [11, 0.04, 9], stucco('#cfc3b0')),
    box([-1, 0, 1.2], [1, 0.03, 9], stucco('#c7b9a3')),
  ];
}

/** A house from the street on a sunny day. */
export function exterior(look: ExteriorLook): PhotoScene {
  const isDesert = look.style === 'desert';
  const yard = isDesert ? lawn(['#b49a78', '#8e7a60'], 90) : lawn(['#4f6b35', '#66783f']);
  const plants: Shape[] = isDesert
    ? [
        ...shrub([-4.5, 0, 1.2], 0.9, '#6f8a4a'),
        ...shrub([4.2, 0, 1.5], 0.7, '#7d8f52'),
        ...tree([-8.5, 0, 2], 6.5, '#5f7d3a', 3),
        ...tree([13, 0, -3], 7, '#5c7a3a', 5),
      ]
    : [
        ...shrub([-3.8, 0, 0.8], 1.0, '#3d6b2a'),
        ...shrub([-2.2, 0, 0.9], 0.9, '#46722c'),
        ...shrub([2.4, 0, 0.8], 1.0, '#3d6b2a'),
        ...shrub([3.8, 0, 0.9], 0.9, '#46722c'),
        ...tree([-9, 0, 1], 9, '#3f6e2a', 1),
        ...tree([-14, 0, -6], 11, '#4a7730', 2),
        ...tree([15, 0, -9], 10, '#3b6828', 4),
      ];
  const shapes: Shape[] = [
    ground(0, yard),
    ...(isDesert ? desert(look) : colonial(look)),
    ...plants,
    box([-40, 0, 6.5], [40, 0.02, 9.5], stucco('#8a8a88')),
    box([-40, 0, 9.5], [40, 0.01, 20], paint('#3a3b3d', { mottle: 0.15, spec: 0 })),
    ...(look.van ? van([isDesert ? 8.6 : 7.6, 0, 4.2]) : []),
  ];
  return {
    shapes,
    lights: [{ kind: 'sun', dir: SUN, color: [2.7, 2.5, 2.2], spread: 0.04 }],
    sky: sky({
      zenith: isDesert ? '#3f7bc4' : '#4a86cc',
      horizon: isDesert ? '#e8dccb' : '#d8e4ef',
      sun: SUN,
      clouds: isDesert ? 0.25 : 0.45,
    }),
    ambient: [0.42, 0.46, 0.55],
    aoRange: 2.5,
    camera: { from: look.from ?? [3, 1.7, 19], at: look.at ?? [2, 3.2, -3], fov: look.fov ?? 44 },
    exposure: 0.82,
  };
}
