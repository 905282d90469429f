// A living room: a sofa under a wide window, a rug, a coffee table, shelves, a lamp and a plant;
// and the same room during a repaint, with a ladder, drop cloth and the new colour half on.
import { box, cyl, group, sphere, type Material, type Shape } from '../geometry';
import type { PhotoScene } from '../render';
import { fabric, foliage, glow, metal, paint, planks } from '../textures';
import { interior } from './room';

function sofa(color: string): Shape[] {
  const cloth = fabric(color);
  const legs = paint('#3b2c20');
  return [
    group([
      box([-1.3, 0.12, -3.55], [1.3, 0.45, -2.7], cloth),
      box([-1.3, 0.45, -3.55], [1.3, 0.95, -3.3], cloth),
      box([-1.45, 0.12, -3.55], [-1.25, 0.68, -2.7], cloth),
      box([1.25, 0.12, -3.55], [1.45, 0.68, -2.7], cloth),
      box([-1.2, 0.45, -3.25], [-0.05, 0.58, -2.75], fabric(color, 300)),
      box([0.05, 0.45, -3.25], [1.2, 0.58, -2.75], fabric(color, 300)),
      box([-1.4, 0, -3.5], [-1.32, 0.12, -3.42], legs),
      box([1.32, 0, -3.5], [1.4, 0.12, -3.42], legs),
    ]),
  ];
}

/** The room lived in ('living') or being painted ('painting', before or after the new colour). */
export function living(mode: 'living' | 'painting' = 'living', state: 'after' | 'before' = 'after'): PhotoScene {
  const painting = mode === 'painting';
  const oldWall = paint('#d9cdb0');
  const newWall = paint('#8fa5a0');
  const wall: Material = painting
    ? state === 'before'
      ? oldWall
      : { albedo: (p, n) => (p[0] < 0.6 || p[2] > -3.9 ? newWall.albedo(p, n) : oldWall.albedo(p, n)) }
    : paint('#d6d0c4');
  const wood = planks(['#8c5f3c', '#a4734b'], { width: 0.16, along: 'x', spec: 0.06 });
  const contents: Shape[] = painting
    ? [
        box([-3, 0, -3.9], [3, 0.02, -1.5], fabric('#e9e4d8', 120)),
        group([
          box([1.2, 0, -3.2], [1.27, 2.1, -3.15], paint('#c9c5bd'), { pivot: [1.2, 0, -3.2], x: -0.2 }),
          box([1.8, 0, -3.2], [1.87, 2.1, -3.15], paint('#c9c5bd'), { pivot: [1.8, 0, -3.2], x: -0.2 }),
          ...[0.5, 1.0, 1.5].map((y) => box([1.2, y, -3.22], [1.87, y + 0.04, -3.1], paint('#b9b5ad'), { pivot: [1.2, 0, -3.2], x: -0.2 })),
        ]),
        cyl([-0.6, 0.02, -2.6], 0.16, 0.2, metal('#a8adb2', 0.3)),
        cyl([-0.2, 0.02, -2.4], 0.12, 0.16, paint('#f2f2f0', { spec: 0.05 })),
        box([-1.3, 0.02, -2.2], [-0.9, 0.06, -1.9], paint('#5b6f6b')),
        cyl([0.6, 0.7, -3.85], 0.035, 0.25, paint('#8fa5a0')),
      ]
    : [
        ...sofa('#7d8a96'),
        box([-1.7, 0, -2.6], [1.7, 0.015, -0.6], fabric('#cbbfa9', 160)),
        group([
          box([-0.6, 0.38, -2.0], [0.6, 0.42, -1.3], wood),
          ...[-0.55, 0.55].map((x) => box([x - 0.03, 0, -1.95], [x + 0.03, 0.38, -1.35], wood)),
        ]),
        box([2.55, 0, -3.6], [3, 2.0, -1.6], wood),
        ...[0.5, 1.0, 1.5].map((y) => box([2.5, y, -3.6], [2.56, y + 0.03, -1.6], paint('#efe9df'))),
        ...[-3.3, -2.8, -2.2].map((z, i) =>
          box([2.6, 1.03, z], [2.85, 1.3 + i * 0.05, z + 0.3], paint(['#8b3a3a', '#3a5a7a', '#c9a45c'][i]!)),
        ),
        group([
          cyl([-2.3, 0, -3.3], 0.2, 0.45, paint('#d7d2ca')),
          sphere([-2.3, 0.85, -3.3], 0.38, foliage('#3f6a30')),
          sphere([-2.15, 1.15, -3.2], 0.28, foliage('#4c7a38')),
        ]),
        group([cyl([1.9, 0, -3.3], 0.02, 1.4, metal('#2c2c2c')), cyl([1.9, 1.4, -3.3], 0.18, 0.25, glow([1.8, 1.5, 1.1]))]),
        sphere([0.2, 0.48, -1.65], 0.07, paint('#c9c4ba', { spec: 0.1 })),
      ];
  return interior(
    {
      w: 3,
      depth: 4,
      front: 1,
      height: 2.7,
      window: { x: 0, y0: 0.9, y1: 2.3, width: 2.6 },
      wall,
      floor: wood,
    },
    contents,
    painting ? [] : [{ kind: 'bulb', p: [1.9, 1.5, -3.3], radius: 0.02, color: [0.5, 0.42, 0.3] }],
    painting ? { from: [-1.4, 1.5, 1.6], at: [0.6, 1.1, -3.6], fov: 60 } : { from: [-1.6, 1.45, 1.6], at: [0.3, 0.8, -3.4], fov: 62 },
    0.75,
  );
}
