// Back yards: a deck against the house with its railing and steps (new, or grey and weathered
// before), and a lawn along a cedar privacy fence.
import { box, ground, group, type Shape } from '../geometry';
import type { V3 } from '../math';
import { frontWindow, shrub, sky, tree } from '../parts';
import type { PhotoScene } from '../render';
import { lawn, paint, planks, siding } from '../textures';

const SUN: V3 = [0.6, 0.6, 0.5];

function outdoors(shapes: Shape[], camera: PhotoScene['camera']): PhotoScene {
  return {
    shapes: [ground(0, lawn(['#55703a', '#6a7a42'])), ...shapes],
    lights: [{ kind: 'sun', dir: SUN, color: [2.6, 2.45, 2.2], spread: 0.04 }],
    sky: sky({ zenith: '#4a86cc', horizon: '#dbe6ef', sun: SUN, clouds: 0.4 }),
    ambient: [0.4, 0.44, 0.52],
    aoRange: 2,
    camera,
    exposure: 0.8,
  };
}

export function deck(state: 'after' | 'before' = 'after'): PhotoScene {
  const old = state === 'before';
  const boards = planks(old ? ['#8d877c', '#9a9286'] : ['#8a5634', '#9c643c'], {
    width: 0.14,
    along: 'x',
    spec: old ? 0 : 0.05,
    weathered: old,
  });
  const rail = old ? planks(['#938c80', '#a0988b'], { width: 0.09, along: 'x', weathered: true }) : paint('#f1efe9', { spec: 0.04 });
  const posts: Shape[] = [-4, -2, 0, 2, 4].map((x) => box([x - 0.06, 0.6, 0.94], [x + 0.06, 1.6, 1.06], rail));
  const balusters: Shape[] = [];
  for (let x = -4; x < 4; x += 0.16) balusters.push(box([x - 0.02, 0.6, 0.97], [x + 0.02, 1.5, 1.01], rail));
  const shapes: Shape[] = [
    box([-7, 0, -9], [7, 5.5, -3], siding('#c9d2d6')),
    box([-7.2, 5.4, -9.2], [7.2, 5.6, -2.8], paint('#f1efe9')),
    ...frontWindow(-3.2, 1.5, -3, 1.2, 1.5),
    ...frontWindow(3.4, 1.5, -3, 1.2, 1.5),
    box([-1.2, 0.6, -3], [0.6, 2.8, -2.94], paint('#f1efe9')),
    box([-1.05, 0.6, -2.96], [0.45, 2.7, -2.9], { albedo: () => [0.05, 0.06, 0.07], spec: 0.3, gloss: 0.01 }),
    box([-4.2, 0, -3], [4.2, 0.6, 1.1], boards),
    box([-4.2, 0, 1.0], [4.2, 0.6, 1.1], paint(old ? '#8a847a' : '#8d5530')),
    group(posts),
    group(balusters),
    box([-4.1, 1.5, 0.93], [4.1, 1.58, 1.07], rail),
    ...[0.45, 0.3, 0.15].map((y, i) => box([4.2, 0, -1.6 + i * 0.0], [4.2 + 0.3 * (i + 1), y, 0.2], boards)),
    ...shrub([-5.5, 0, -2.2], 1.1, '#3f6b2c'),
    ...shrub([5.8, 0, -2.4], 1.0, '#46722c'),
    ...tree([-11, 0, -6], 8, '#46742f', 6),
    ...tree([12, 0, -12], 10, '#3d6a2a', 7),
  ];
  if (!old)
    shapes.push(
      box([-2.8, 0.6, -1.6], [-1.6, 1.05, -0.9], paint('#3d4a52', { spec: 0.05 })),
      box([-0.6, 0.6, -1.2], [0.4, 1.3, -0.9], paint('#3d4a52')),
    );
  return outdoors(shapes, { from: [2.6, 1.55, 5.2], at: [-0.6, 1.2, -1.8], fov: 56 });
}

export function fence(): PhotoScene {
  const cedar = planks(['#a0683e', '#b97c4b'], { width: 0.14, along: 'x' });
  const boards: Shape[] = [];
  for (let x = -12; x < 12; x += 2.4)
    boards.push(box([x, 0, -4.05], [x + 2.4, 1.85, -3.95], { ...cedar, albedo: (p) => cedar.albedo([p[1], 0, p[0]], [0, 1, 0]) }));
  const posts: Shape[] = [];
  for (let x = -12; x <= 12; x += 2.4) posts.push(box([x - 0.06, 0, -3.95], [x + 0.06, 1.95, -3.83], paint('#8a5a36', { mottle: 0.15 })));
  const shapes: Shape[] = [
    group(boards),
    group(posts),
    box([-12, 1.6, -3.95], [12, 1.68, -3.86], paint('#8a5a36', { mottle: 0.15 })),
    ...tree([-6, 0, -9], 9, '#3f6e2a', 8),
    ...tree([3, 0, -11], 11, '#4a7730', 9),
    ...tree([10, 0, -8], 8, '#3b6828', 10),
    ...shrub([-2.5, 0, -3.2], 1.0, '#3f6b2c'),
    ...shrub([4.5, 0, -3.3], 0.9, '#4b7a33'),
    box([-12, 0, -3.8], [12, 0.05, -3.2], lawn(['#6a5238', '#7a5e40'], 120)),
  ];
  return outdoors(shapes, { from: [-3.5, 1.6, 3.5], at: [1.5, 1.5, -4], fov: 55 });
}
