// A carpenter's bench in a workshop: pegboard with tools, boards on the bench, a saw and clamps.
import { box, cyl, group, type Material, type Shape } from '../geometry';
import { hash3, hex } from '../math';
import type { PhotoScene } from '../render';
import { metal, paint, planks, stucco } from '../textures';
import { interior } from './room';

/** Pegboard: hardboard with a grid of holes. */
const pegboard: Material = {
  albedo: (p) => {
    const fx = (p[0] / 0.025) % 1;
    const fy = (p[1] / 0.025) % 1;
    const hole = (fx - 0.5) ** 2 + (fy - 0.5) ** 2 < 0.04;
    return hole ? hex('#2a2016') : hex('#b08a5e');
  },
};

export function workshop(): PhotoScene {
  const top = planks(['#c8a06a', '#d8b07a'], { width: 0.1, along: 'x' });
  const lumber = planks(['#e0c08c', '#d2b07a'], { width: 0.09, along: 'x' });
  const tools: Shape[] = [];
  for (let i = 0; i < 9; i++) {
    const x = -1.6 + i * 0.4;
    const h = 0.25 + hash3(i, 2, 3) * 0.3;
    const steel = i % 3 === 0;
    tools.push(
      box(
        [x, 1.5, -3.97],
        [x + 0.05, 1.5 + h, -3.93],
        steel ? metal('#9aa0a6', 0.2) : paint(['#c8202c', '#2f5d8a', '#e0a82e'][i % 3]!, { spec: 0.05 }),
      ),
    );
    tools.push(box([x - 0.06, 1.5 + h, -3.97], [x + 0.11, 1.58 + h, -3.92], paint('#2b2b2b')));
  }
  const contents: Shape[] = [
    box([-2.2, 1.0, -4.0], [2.2, 2.3, -3.98], pegboard),
    group(tools),
    box([-2.2, 0.85, -3.9], [2.2, 0.93, -3.1], top),
    ...[-2.1, 2.05].flatMap((x) => [box([x, 0, -3.85], [x + 0.08, 0.85, -3.77], top), box([x, 0, -3.2], [x + 0.08, 0.85, -3.12], top)]),
    box([-2.1, 0.25, -3.85], [2.1, 0.29, -3.15], top),
    box([-1.6, 0.93, -3.6], [0.6, 0.97, -3.45], lumber),
    box([-1.4, 0.97, -3.55], [0.9, 1.01, -3.4], lumber),
    group([
      box([0.9, 0.93, -3.7], [1.5, 1.1, -3.3], paint('#e0a82e', { spec: 0.06 })),
      cyl([1.2, 1.1, -3.5], 0.16, 0.02, metal('#c0c4c8', 0.1)),
    ]),
    group([
      box([-0.4, 0.93, -3.3], [-0.36, 1.15, -3.26], paint('#c8202c')),
      box([-0.5, 1.12, -3.32], [-0.1, 1.16, -3.24], metal('#8a9096', 0.2)),
    ]),
    box([-2.6, 0, -3.0], [-2.3, 2.4, -2.9], lumber, { pivot: [-2.45, 0, -2.95], z: 0.12 }),
    box([-2.8, 0, -2.8], [-2.5, 2.3, -2.7], lumber, { pivot: [-2.65, 0, -2.75], z: 0.18 }),
  ];
  return interior(
    {
      w: 3,
      depth: 4,
      front: 0.5,
      height: 2.8,
      window: { x: 2.2, y0: 1.2, y1: 2.2, width: 1.0 },
      wall: stucco('#cfcac0'),
      floor: stucco('#9c9a94'),
    },
    contents,
    [{ kind: 'bulb', p: [0, 2.5, -3.2], radius: 0.02, color: [1.2, 1.1, 0.9] }],
    { from: [0.9, 1.6, 0.2], at: [-0.3, 1.1, -3.8], fov: 56 },
    0.8,
  );
}
