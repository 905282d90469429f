// A kitchen: cabinets along the back wall round a window over the sink, subway-tile splash, a
// stone-topped island with stools and pendant lamps; or the same room before its remodel.
import { box, cyl, group, sphere, type Material, type Shape } from '../geometry';
import { hex } from '../math';
import type { PhotoScene } from '../render';
import { glow, marble, metal, paint, planks, tiles } from '../textures';
import { interior } from './room';

/** Cabinet fronts: a door every 0.6 m, each with a recessed panel. */
function doors(color: string, opts: { spec?: number } = {}): Material {
  const base = paint(color, { spec: opts.spec ?? 0.05, gloss: 0.25, mottle: 0.03 });
  return {
    ...base,
    albedo: (p, n) => {
      const c = base.albedo(p, n);
      const u = (Math.abs(n[0]) > 0.5 ? p[2] : p[0]) / 0.6;
      const f = u - Math.floor(u);
      const k = f < 0.012 || f > 0.988 ? 0.45 : f < 0.09 || f > 0.91 ? 1.04 : 0.93;
      return [c[0] * k, c[1] * k, c[2] * k];
    },
  };
}

export function kitchen(state: 'after' | 'before' = 'after'): PhotoScene {
  const old = state === 'before';
  const cab = doors(old ? '#a4733f' : '#eceae4', { spec: old ? 0.08 : 0.05 });
  const counter = old ? paint('#c9b99a', { mottle: 0.1, spec: 0.05 }) : marble('#f2f0ec', '#9a978f');
  const handle = metal(old ? '#b08d57' : '#2b2b2d', 0.15);
  const back = -4;
  const lower: Shape[] = [
    box([-3, 0, back], [3, 0.88, back + 0.62], cab),
    box([-3, 0.88, back], [3, 0.92, back + 0.66], counter),
    box([-3, 0, back + 0.55], [3, 0.1, back + 0.6], paint('#2a2826')),
    ...[-2.4, -1.2, 1.2, 2.4].map((x) => box([x - 0.2, 0.72, back + 0.62], [x + 0.2, 0.74, back + 0.65], handle)),
  ];
  const upper: Shape[] = [-1, 1].flatMap((side) => [
    box(side < 0 ? [-3, 1.5, back] : [1.05, 1.5, back], side < 0 ? [-1.05, 2.35, back + 0.36] : [3, 2.35, back + 0.36], cab),
  ]);
  const island: Shape[] = old
    ? [box([-1, 0, -1.7], [1, 0.88, -0.9], cab), box([-1.05, 0.88, -1.75], [1.05, 0.92, -0.85], counter)]
    : [
        box([-1.3, 0, -1.8], [1.3, 0.88, -0.85], paint('#2f4a5c', { spec: 0.06, gloss: 0.2 })),
        box([-1.4, 0.88, -1.9], [1.4, 0.93, -0.6], counter),
        ...[-0.75, 0, 0.75].map((x) =>
          group([
            cyl([x, 0, -0.35], 0.02, 0.65, metal('#2b2b2d', 0.3)),
            cyl([x, 0.62, -0.35], 0.2, 0.05, paint('#8a5a36', { mottle: 0.15 })),
          ]),
        ),
      ];
  const pendants: Shape[] = old
    ? [sphere([0, 2.45, -1.3], 0.18, glow([2.2, 1.9, 1.4]))]
    : [-0.7, 0.7].flatMap((x) => [cyl([x, 1.85, -1.3], 0.005, 0.85, metal('#222222')), sphere([x, 1.82, -1.3], 0.13, glow([3.2, 2.7, 2]))]);
  const contents: Shape[] = [
    box(
      [-3, 0.92, back - 0.01],
      [3, 1.5, back + 0.01],
      old ? tiles('#e8dcc0', '#cfc4ad', { size: 0.15 }) : tiles('#f5f5f2', '#c9c9c5', { size: 0.15, height: 0.075, brick: true }),
    ),
    ...lower,
    ...upper,
    group([
      cyl([0, 0.92, back + 0.25], 0.02, 0.35, metal('#bfc3c6', 0.05)),
      box([-0.02, 1.22, back + 0.25], [0.02, 1.25, back + 0.45], metal('#bfc3c6', 0.05)),
    ]),
    box([2.2, 0, back + 0.7], [3, 2.1, back + 1.5], old ? paint('#efece4', { spec: 0.05 }) : metal('#c7cacd', 0.25)),
    ...island,
    ...pendants,
    ...(old ? [] : [sphere([-2.2, 1.02, back + 0.35], 0.1, { albedo: () => hex('#4d7a3a') })]),
  ];
  const floor = old ? tiles('#d8cdb4', '#a89e88', { size: 0.3 }) : planks(['#a87a4f', '#c49a6a'], { width: 0.18, along: 'z', spec: 0.05 });
  return interior(
    {
      w: 3,
      depth: 4,
      front: 2.5,
      height: 2.7,
      window: { x: 0, y0: 1.1, y1: 2.2, width: 1.9 },
      wall: paint(old ? '#e7d9b4' : '#e9e6df'),
      floor,
    },
    contents,
    pendants.length ? [{ kind: 'bulb', p: [0, 1.8, -1.3], radius: 0.02, color: old ? [0.8, 0.7, 0.5] : [1.1, 0.95, 0.7] }] : [],
    { from: [1.9, 1.55, 2.2], at: [-0.4, 1.1, -3.2], fov: 58 },
    0.75,
  );
}
