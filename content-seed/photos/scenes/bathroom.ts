// A bathroom: tiled walls, a vanity under a mirror, a tub under the window; or the same room
// before its remodel, in dated pink tile.
import { box, cyl, group, sphere, type Shape } from '../geometry';
import type { PhotoScene } from '../render';
import { fabric, glow, marble, metal, paint, planks, tiles } from '../textures';
import { interior } from './room';

export function bathroom(state: 'after' | 'before' = 'after'): PhotoScene {
  const old = state === 'before';
  const wallTile = old
    ? tiles('#e3b7b4', '#c99d99', { size: 0.15, spec: 0.1 })
    : tiles('#eef0ef', '#c4c7c6', { size: 0.3, height: 0.15, brick: true, spec: 0.1 });
  const back = -3;
  const chrome = metal('#d5d8db', 0.03);
  const vanity: Shape[] = [
    box(
      [-2, 0, back],
      [-0.6, 0.82, back + 0.55],
      old ? paint('#d8d0c2', { spec: 0.05 }) : planks(['#6b4a2f', '#7d5636'], { width: 0.2, along: 'x' }),
    ),
    box([-2.02, 0.82, back], [-0.58, 0.86, back + 0.58], old ? paint('#e9e2d6', { spec: 0.08 }) : marble('#f4f3f0', '#a9a6a0')),
    box([-1.55, 0.86, back + 0.12], [-1.05, 0.92, back + 0.45], paint('#fbfbfa', { spec: 0.15, gloss: 0.05 })),
    group([cyl([-1.3, 0.86, back + 0.06], 0.018, 0.26, chrome), box([-1.32, 1.1, back + 0.06], [-1.28, 1.12, back + 0.2], chrome)]),
    box([-1.95, 1.1, back], [-0.65, 2.1, back + 0.03], { albedo: () => [0.05, 0.05, 0.05], spec: 0.9, gloss: 0 }),
    ...[-1.75, -0.85].map((x) => sphere([x, 2.25, back + 0.1], 0.07, glow([3, 2.6, 2]))),
  ];
  const tub: Shape[] = [
    box([0.2, 0, back], [2, 0.58, back + 0.85], paint(old ? '#e8c9c5' : '#f7f7f5', { spec: 0.12, gloss: 0.05 })),
    box([0.3, 0.45, back + 0.1], [1.9, 0.585, back + 0.75], paint(old ? '#dcbab6' : '#eeeeec', { spec: 0.1 })),
    group([cyl([1.9, 0.58, back + 0.42], 0.02, 0.35, chrome)]),
  ];
  const contents: Shape[] = [
    box([-2, 0, back - 0.01], [2, 2.6, back + 0.002], wallTile),
    ...vanity,
    ...tub,
    box([1.95, 1.3, back + 0.9], [2, 1.33, back + 1.5], chrome),
    box([1.9, 0.8, back + 0.95], [1.97, 1.3, back + 1.45], fabric(old ? '#b9c8a0' : '#e8e1d3')),
    box([-0.6, 0, back + 1.2], [0.3, 0.01, back + 1.8], fabric(old ? '#8fa0b8' : '#c9d3d9', 300)),
  ];
  return interior(
    {
      w: 2,
      depth: 3,
      front: 1.8,
      height: 2.6,
      window: { x: 1.1, y0: 1.5, y1: 2.25, width: 0.9 },
      wall: old ? paint('#efd9d2') : paint('#dde3e3'),
      floor: old ? tiles('#d9cfc1', '#b4a998', { size: 0.2 }) : tiles('#8d8c88', '#6c6b67', { size: 0.45, spec: 0.12 }),
    },
    contents,
    [{ kind: 'bulb', p: [-1.3, 2.35, back + 0.4], radius: 0.02, color: [0.7, 0.62, 0.5] }],
    { from: [0.5, 1.5, 0.9], at: [-0.9, 1.05, -3], fov: 60 },
    0.75,
  );
}
