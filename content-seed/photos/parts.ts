// Parts scenes share: skies, trees, shrubs, windows, doors and the company van.
import { box, cyl, group, sphere, type Material, type Shape } from './geometry';
import { clamp, fbm, hex, mix, mul, norm, smooth, type V3 } from './math';
import { foliage, metal, paint } from './textures';

/** Shapes as one group (a part is tested as one box until a ray comes near it). */
export const grouped = (shapes: Shape[]): Shape[] => [group(shapes)];

export interface SkyLook {
  zenith: string;
  horizon: string;
  sun: V3;
  clouds?: number;
  brightness?: number;
}

/** A daytime sky: haze at the horizon, blue above, a glow round the sun and soft clouds. */
export function sky(look: SkyLook): (d: V3) => V3 {
  const [zen, hor] = [hex(look.zenith), hex(look.horizon)];
  const sun = norm(look.sun);
  const k = look.brightness ?? 1.6;
  const cover = look.clouds ?? 0.45;
  return (d) => {
    const up = clamp(d[1]);
    let c = mix(hor, zen, Math.pow(up, 0.55));
    const toward = Math.max(0, d[0] * sun[0] + d[1] * sun[1] + d[2] * sun[2]);
    c = mix(c, [1.4, 1.25, 1.05], Math.pow(toward, 24) * 0.8);
    if (d[1] > 0.02) {
      const s = 1 / d[1];
      const cloud = smooth(1 - cover, 1.1 - cover * 0.5, fbm(d[0] * s * 1.2 + 3, d[2] * s * 1.2, 0.5, 5));
      c = mix(c, [1.05, 1.05, 1.08], cloud * smooth(0.02, 0.25, d[1]));
    }
    return mul(c, k);
  };
}

/** A tree: a trunk and a crown of overlapping leafy balls. */
export function tree(base: V3, height: number, leaf: string, seed: number): Shape[] {
  const bark = paint('#4a3a2c', { mottle: 0.2 });
  const leaves = foliage(leaf);
  const crown: Shape[] = [];
  for (let i = 0; i < 9; i++) {
    const a = seed * 1.7 + i * 2.4;
    const r = height * (0.16 + 0.06 * Math.sin(a * 3));
    const up = height * (0.55 + (0.3 * ((i * 37) % 10)) / 10);
    crown.push(sphere([base[0] + Math.cos(a) * height * 0.17, base[1] + up, base[2] + Math.sin(a) * height * 0.17], r, leaves));
  }
  return [group([cyl(base, height * 0.035, height * 0.6, bark), ...crown])];
}

/** A shrub: a few leafy balls on the ground. */
export function shrub(at: V3, size: number, leaf: string): Shape[] {
  const leaves = foliage(leaf);
  return [
    group([
      sphere([at[0], at[1] + size * 0.45, at[2]], size * 0.55, leaves),
      sphere([at[0] + size * 0.4, at[1] + size * 0.35, at[2] + 0.1], size * 0.42, leaves),
      sphere([at[0] - size * 0.4, at[1] + size * 0.33, at[2] - 0.05], size * 0.4, leaves),
    ]),
  ];
}

export const GLASS: Material = { albedo: () => hex('#1c2530'), spec: 0.25, gloss: 0.01 };

/** A window in a wall facing +z at z: trim, glass and muntins. */
export function frontWindow(x: number, y: number, z: number, w: number, h: number, trim = '#f4f2ee'): Shape[] {
  const t = paint(trim, { spec: 0.04 });
  return grouped([
    box([x - w / 2 - 0.09, y - 0.09, z], [x + w / 2 + 0.09, y + h + 0.09, z + 0.06], t),
    box([x - w / 2, y, z + 0.02], [x + w / 2, y + h, z + 0.07], GLASS),
    box([x - 0.025, y, z + 0.06], [x + 0.025, y + h, z + 0.09], t),
    box([x - w / 2, y + h / 2 - 0.025, z + 0.06], [x + w / 2, y + h / 2 + 0.025, z + 0.09], t),
    box([x - w / 2 - 0.14, y - 0.16, z], [x + w / 2 + 0.14, y - 0.09, z + 0.12], t),
  ]);
}

/** A front door facing +z with its frame and a brass handle. */
export function frontDoor(x: number, z: number, color: string, y = 0): Shape[] {
  const frame = paint('#f4f2ee');
  return grouped([
    box([x - 0.6, y, z], [x + 0.6, y + 2.35, z + 0.06], frame),
    box([x - 0.48, y, z + 0.02], [x + 0.48, y + 2.2, z + 0.09], paint(color, { spec: 0.06, gloss: 0.2 })),
    box([x - 0.36, y + 1.3, z + 0.08], [x - 0.06, y + 2.0, z + 0.1], paint(color, { spec: 0.05, mottle: 0.12 })),
    box([x + 0.06, y + 1.3, z + 0.08], [x + 0.36, y + 2.0, z + 0.1], paint(color, { spec: 0.05, mottle: 0.12 })),
    sphere([x + 0.36, y + 1.05, z + 0.13], 0.035, metal('#c9a45c', 0.2)),
  ]);
}

/** The company's white van with its red stripes, nose towards +x, its near side facing +z. */
export function van(at: V3): Shape[] {
  const white = paint('#f3f4f5', { spec: 0.09, gloss: 0.08, mottle: 0.02 });
  const red = paint('#c8202c', { spec: 0.09, gloss: 0.08, mottle: 0.02 });
  const tyre = paint('#1b1b1d', { mottle: 0.1 });
  const [x, y, z] = at;
  const wheels = [x - 1.7, x + 1.5].flatMap((wx) => [
    sphere([wx, y + 0.36, z + 0.95], 0.37, tyre),
    sphere([wx, y + 0.36, z - 0.95], 0.37, tyre),
  ]);
  return grouped([
    box([x - 2.9, y + 0.42, z - 1.0], [x + 1.6, y + 2.55, z + 1.0], white),
    box([x + 1.6, y + 0.42, z - 0.98], [x + 2.5, y + 1.45, z + 0.98], white),
    box([x + 1.6, y + 1.45, z - 0.9], [x + 1.7, y + 2.35, z + 0.9], GLASS),
    box([x + 0.9, y + 1.55, z + 1.0], [x + 1.5, y + 2.25, z + 1.02], GLASS),
    box([x - 2.85, y + 1.1, z + 1.0], [x + 2.45, y + 1.3, z + 1.03], red),
    box([x - 2.85, y + 0.92, z + 1.0], [x + 2.45, y + 1.0, z + 1.03], red),
    box([x - 2.3, y + 1.55, z + 1.0], [x + 0.3, y + 2.2, z + 1.02], red),
    ...wheels,
  ]);
}
