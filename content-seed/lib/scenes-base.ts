// Backgrounds, houses and the placement rule every scene shares (subject clusters are designed
// 800 units wide at a 600-unit height and placed around opts.focus, 0..1 of the width).
import { at, circle, el, ellipse, linear, n, path, radial, rect } from './svg';
import * as X from './exterior';
import * as I from './interior';

export const BASE_DEFS =
  linear('glass', [
    [0, '#b8def3'],
    [1, '#eef8fd'],
  ]) + I.roomDefs;

/** What a scene returns for doc(): gradient and pattern definitions, and the drawing. */
export interface Drawing {
  defs: string;
  body: string;
}

export type RegionName = 'desert' | 'sonoran' | 'hillcountry' | 'mountain' | 'piedmont' | 'southern' | 'coastal';
export type PlantKind = 'agave' | 'shrub' | 'saguaro' | 'tree' | 'pine' | 'palm';

/** A landscape: sky and ground gradients, hills, the house style and the plants beside it. */
export interface Region {
  /** Height of the far mountains relative to the default; below 1 also widens them. */
  peaks?: number;
  sky: [string, string];
  sun: string;
  ground: [string, string];
  hill: string;
  far: string;
  kind: 'ranch' | 'house';
  plants: [PlantKind, PlantKind];
  snow?: boolean;
  house?: X.HouseStyle;
}

/** Colour overrides a scene understands (each scene reads its own keys). */
export interface Palette {
  wall?: string;
  floor?: string;
  sofa?: string;
  rug?: string;
  cab?: string;
  counter?: string;
  island?: string;
  tile?: string;
  vanity?: string;
  old?: string;
  fresh?: string;
  door?: string;
  wood?: string;
}

/** Options of every scene kind; each scene reads the ones it understands. */
export interface SceneOptions {
  /** Where the subject cluster sits, 0..1 of the width. */
  focus?: number;
  region?: RegionName;
  seed?: number;
  state?: 'before' | 'after';
  palette?: Palette;
  van?: boolean;
  fence?: boolean;
  sign?: string;
  /** Falling leaves or snow. */
  season?: 'autumn' | 'winter';
  house?: X.HouseStyle;
  /** Ticked boxes on the checklist. */
  checks?: number;
  /** A board privacy fence instead of pickets. */
  board?: boolean;
}

export type Scene = (W: number, H: number, o: SceneOptions) => Drawing;

export const REGIONS: Record<RegionName, Region> = {
  desert: {
    sky: ['#f6b27a', '#fde3c3'],
    sun: '#fff1c7',
    ground: ['#d9be95', '#c6a57a'],
    hill: '#c49a86',
    far: '#b08aa6',
    kind: 'ranch',
    plants: ['agave', 'shrub'],
  },
  sonoran: {
    sky: ['#7fb6e0', '#f9dcc0'],
    sun: '#ffd36b',
    ground: ['#dcc29b', '#c8a77c'],
    hill: '#c79f7d',
    far: '#a58aa8',
    kind: 'ranch',
    plants: ['saguaro', 'agave'],
  },
  hillcountry: {
    peaks: 0.45,
    sky: ['#8cc3ea', '#f4ead4'],
    sun: '#ffd36b',
    ground: ['#9cbf6a', '#7ea653'],
    hill: '#a9c67f',
    far: '#9fb8a8',
    kind: 'house',
    plants: ['tree', 'shrub'],
    house: { wall: '#e6dac2', roof: '#6f7c86', doorColor: '#2f5d7c' },
  },
  mountain: {
    sky: ['#7fb1e3', '#e2f0fb'],
    sun: '#fff3c4',
    ground: ['#8dbb72', '#6e9f58'],
    hill: '#8fb48e',
    far: '#8ea6c4',
    kind: 'house',
    plants: ['pine', 'pine'],
    snow: true,
    house: { wall: '#6f8fa6', roof: '#3f4650', doorColor: '#d02030', trim: '#f4f1ea' },
  },
  piedmont: {
    peaks: 0.5,
    sky: ['#93c6ec', '#eef6e8'],
    sun: '#ffd36b',
    ground: ['#7fbf5f', '#5f9f45'],
    hill: '#86bf6c',
    far: '#9cc3a4',
    kind: 'house',
    plants: ['tree', 'shrub'],
    house: { wall: '#b5573f', roof: '#3a3a40', doorColor: '#1f3f5f', trim: '#ffffff' },
  },
  southern: {
    peaks: 0.45,
    sky: ['#9ccbed', '#f7ecd8'],
    sun: '#ffd36b',
    ground: ['#88c067', '#68a14c'],
    hill: '#95c477',
    far: '#a7c4b0',
    kind: 'house',
    plants: ['tree', 'tree'],
    house: { wall: '#f1efe8', roof: '#4b5563', doorColor: '#2e6b4f', trim: '#ffffff' },
  },
  coastal: {
    peaks: 0.3,
    sky: ['#5fb3e8', '#dff3fb'],
    sun: '#fff1b0',
    ground: ['#9ccf6e', '#79b253'],
    hill: '#a6d3a0',
    far: '#9fd0e0',
    kind: 'ranch',
    plants: ['palm', 'shrub'],
    house: { wall: '#f4dcc7', roof: '#c96b4b', doorColor: '#2a8c8c', trim: '#ffffff' },
  },
};

export function cluster(W: number, H: number, focus: number, width = 800): { s: number; cx: number; left: number } {
  const s = H / 600;
  const half = (width * s) / 2;
  const cx = Math.min(Math.max(W * focus, half), Math.max(half, W - half));
  return { s, cx, left: cx - half };
}

export function skyAndGround(W: number, H: number, R: Region, groundY: number, seed = 0): Drawing {
  const defs =
    linear('sky', [
      [0, R.sky[0]],
      [1, R.sky[1]],
    ]) +
    linear('ground', [
      [0, R.ground[0]],
      [1, R.ground[1]],
    ]) +
    radial('sunGlow', [
      [0, R.sun, 0.9],
      [0.35, R.sun, 0.35],
      [1, R.sun, 0],
    ]);
  let s = rect(0, 0, W, H, 'url(#sky)');
  const sx = W * (0.12 + (seed % 3) * 0.06);
  s += circle(sx, H * 0.22, H * 0.22, 'url(#sunGlow)') + circle(sx, H * 0.22, H * 0.07, R.sun);
  s +=
    X.cloud(W * 0.42, H * 0.2, H / 520) +
    X.cloud(W * 0.78, H * 0.13, H / 800, '#fff', 0.75) +
    X.cloud(W * 0.95, H * 0.3, H / 650, '#fff', 0.6);
  const peaks: X.Peak[] = [];
  for (let i = 0; i < 6; i++)
    peaks.push([
      W * (i / 5) + ((seed * 37) % 80),
      H * (R.peaks ?? 1) * (0.22 + ((i * 7 + seed) % 5) * 0.04),
      W * 0.16 * (R.peaks !== undefined && R.peaks < 1 ? 1.4 : 1),
    ]);
  s += X.mountains(W, groundY - H * 0.04, R.far, peaks, R.snow);
  s += X.hills(W, groundY - H * 0.06, H, R.hill, H * 0.04, seed);
  s += rect(0, groundY, W, H - groundY, 'url(#ground)');
  return { defs, body: s };
}

export function plantAt(kind: PlantKind, x: number, y: number, s: number): string {
  const f = { agave: X.agave, shrub: X.shrub, saguaro: X.saguaro, tree: X.tree, pine: X.pine, palm: X.palm }[kind];
  return at(x, y, s, ellipse(0, 0, 46, 8, '#000', { opacity: 0.12 }) + f(1));
}

/** A home exterior in a regional style; opts.house overrides colours, opts.sign adds a yard sign. */
export function home(W: number, H: number, o: SceneOptions): Drawing {
  const R = REGIONS[o.region ?? 'piedmont'];
  const groundY = H * 0.8;
  const bg = skyAndGround(W, H, R, groundY, o.seed ?? 0);
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = bg.body;
  const hs = { ...(R.house ?? {}), ...(o.house ?? {}) };
  b += plantAt(R.plants[0], cx - 330 * s, groundY, s * 1.25) + plantAt(R.plants[1], cx + 330 * s, groundY, s * 1.2);
  b += at(
    cx,
    groundY,
    s * 1.05,
    ellipse(0, 4, 250, 14, '#000', { opacity: 0.15 }) + (R.kind === 'ranch' ? at(0, 0, 1.2, X.ranch(hs)) : X.house(hs)),
  );
  b += at(cx - 200 * s, groundY + 2, s, X.shrub(0.9)) + at(cx + 180 * s, groundY + 2, s, X.shrub(0.8));
  b += path(
    `M${n(cx - 28 * s)} ${n(groundY + 4)} L${n(cx - 80 * s)} ${n(H)} L${n(cx + 30 * s)} ${n(H)} L${n(cx + 28 * s)} ${n(groundY + 4)}Z`,
    '#e6dccb',
    { opacity: 0.85 },
  );
  if (o.van) b += at(Math.min(cx + 400 * s, W - 175 * s), H * 0.97, s * 0.95, X.van());
  if (o.fence) b += at(cx - 400 * s, groundY + H * 0.06, s, X.fence(240, '#fff'));
  if (o.sign) b += at(cx - 300 * s, H * 0.96, s, forSale(o.sign));
  if (o.season === 'autumn') b += leaves(W, H, o.seed ?? 1);
  if (o.season === 'winter') b += snow(W, H, groundY);
  return { defs: bg.defs + BASE_DEFS, body: b };
}

export function forSale(text: string): string {
  return (
    rect(-4, -150, 8, 150, '#5a4030') +
    rect(-4, -150, 96, 8, '#5a4030') +
    rect(18, -140, 68, 48, '#ffffff', { stroke: '#d02030', 'stroke-width': 4 }) +
    el(
      'text',
      {
        x: 52,
        y: -110,
        'text-anchor': 'middle',
        'font-family': 'Montserrat, Arial, sans-serif',
        'font-weight': 800,
        'font-size': 15,
        fill: '#d02030',
      },
      text,
    )
  );
}

export function leaves(W: number, H: number, seed: number): string {
  let s = '';
  const colors = ['#e07a2e', '#c94f2a', '#e8b33c', '#b5652e'];
  for (let i = 0; i < 26; i++) {
    const x = (((i * 137 + seed * 53) % 1000) / 1000) * W;
    const y = H * (0.15 + (((i * 71) % 100) / 100) * 0.8);
    s += el('path', {
      d: 'M0 0 Q6 -8 12 0 Q6 8 0 0Z',
      fill: colors[i % 4],
      transform: `translate(${n(x)} ${n(y)}) rotate(${(i * 47) % 360}) scale(${n(H / 300)})`,
    });
  }
  return s;
}

export function snow(W: number, H: number, groundY: number): string {
  let s = rect(0, groundY, W, H - groundY, '#f4f7fb', { opacity: 0.85 });
  for (let i = 0; i < 60; i++)
    s += circle((((i * 173) % 997) / 997) * W, (((i * 89) % 97) / 97) * groundY, H / 260 + (i % 3), '#fff', { opacity: 0.85 });
  return s;
}

/** Living room; before = scuffed wall, dated colours. */
