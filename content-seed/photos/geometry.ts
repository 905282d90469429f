// The shapes a photo scene is built from (boxes, turned boxes, spheres, upright cylinders and the
// ground) and the ray tests against them. Units are metres; y is up.
import type { V3 } from './math';

/** How a surface answers light: its colour at a point, a glossy coat, or light of its own. */
export interface Material {
  albedo: (p: V3, n: V3) => V3;
  /** Reflectance of a glossy coat facing the viewer (0 none, about 0.04 for paint, 0.5 for chrome). */
  spec?: number;
  /** Blur of that reflection, 0 mirror-sharp to 1 very dull. */
  gloss?: number;
  /** Light given off (lamps, window glass seen from inside). */
  emit?: V3;
}

/** A turn about a pivot, by angles about x, then y, then z (radians). */
export interface Turn {
  pivot: V3;
  x?: number;
  y?: number;
  z?: number;
}

export type Shape =
  | { kind: 'box'; min: V3; max: V3; mat: Material; turn?: Turn | undefined; m?: number[] }
  | { kind: 'sphere'; c: V3; r: number; mat: Material }
  | { kind: 'cyl'; c: V3; r: number; h: number; mat: Material }
  | { kind: 'ground'; y: number; mat: Material }
  /** Shapes behind one bounding box: a ray that misses the box skips them all. */
  | { kind: 'group'; min: V3; max: V3; children: Shape[]; mat: Material };

export interface Hit {
  t: number;
  p: V3;
  n: V3;
  mat: Material;
}

/** The rows of the rotation matrix of a turn (world to local is its transpose). */
function matrix(turn: Turn): number[] {
  const [cx, sx, cy, sy, cz, sz] = [turn.x ?? 0, turn.y ?? 0, turn.z ?? 0].flatMap((a) => [Math.cos(a), Math.sin(a)]) as number[];
  // R = Rz * Ry * Rx
  return [
    cz! * cy!,
    cz! * sy! * sx! - sz! * cx!,
    cz! * sy! * cx! + sz! * sx!,
    sz! * cy!,
    sz! * sy! * sx! + cz! * cx!,
    sz! * sy! * cx! - cz! * sx!,
    -sy!,
    cy! * sx!,
    cy! * cx!,
  ];
}

export const box = (min: V3, max: V3, mat: Material, turn?: Turn): Shape => ({
  kind: 'box',
  min,
  max,
  mat,
  turn,
  ...(turn ? { m: matrix(turn) } : {}),
});
export const sphere = (c: V3, r: number, mat: Material): Shape => ({ kind: 'sphere', c, r, mat });
export const cyl = (c: V3, r: number, h: number, mat: Material): Shape => ({ kind: 'cyl', c, r, h, mat });
export const ground = (y: number, mat: Material): Shape => ({ kind: 'ground', y, mat });

/** The corners of a shape's bounding box (the ground has none). */
function bounds(s: Shape): [V3, V3] | undefined {
  switch (s.kind) {
    case 'ground':
      return undefined;
    case 'sphere':
      return [
        [s.c[0] - s.r, s.c[1] - s.r, s.c[2] - s.r],
        [s.c[0] + s.r, s.c[1] + s.r, s.c[2] + s.r],
      ];
    case 'cyl':
      return [
        [s.c[0] - s.r, s.c[1], s.c[2] - s.r],
        [s.c[0] + s.r, s.c[1] + s.h, s.c[2] + s.r],
      ];
    case 'group':
      return [s.min, s.max];
    case 'box': {
      if (!s.m || !s.turn) return [s.min, s.max];
      const { m, turn } = s;
      const p = turn.pivot;
      const lo: V3 = [Infinity, Infinity, Infinity];
      const hi: V3 = [-Infinity, -Infinity, -Infinity];
      for (let i = 0; i < 8; i++) {
        const c = [i & 1 ? s.max[0] : s.min[0], i & 2 ? s.max[1] : s.min[1], i & 4 ? s.max[2] : s.min[2]].map((x, k) => x - p[k]!);
        for (let k = 0; k < 3; k++) {
          const w = m[k * 3]! * c[0]! + m[k * 3 + 1]! * c[1]! + m[k * 3 + 2]! * c[2]! + p[k]!;
          lo[k] = Math.min(lo[k]!, w);
          hi[k] = Math.max(hi[k]!, w);
        }
      }
      return [lo, hi];
    }
  }
}

/** Shapes grouped behind their bounding box, so rays that pass by test one box instead of each. */
export function group(children: Shape[]): Shape {
  const all = children.map(bounds);
  if (all.some((b) => !b)) throw new Error('the ground cannot be grouped');
  const boxes = all as [V3, V3][];
  const min: V3 = [0, 1, 2].map((k) => Math.min(...boxes.map((b) => b[0][k]!))) as V3;
  const max: V3 = [0, 1, 2].map((k) => Math.max(...boxes.map((b) => b[1][k]!))) as V3;
  return { kind: 'group', min, max, children, mat: children[0]!.mat };
}

const EPS = 1e-4;

function hitBox(min: V3, max: V3, o: V3, d: V3): [number, number] | undefined {
  let t0 = EPS;
  let t1 = Infinity;
  let axis = -1;
  for (let i = 0; i < 3; i++) {
    const inv = 1 / d[i]!;
    let a = (min[i]! - o[i]!) * inv;
    let b = (max[i]! - o[i]!) * inv;
    if (a > b) [a, b] = [b, a];
    if (a > t0) {
      t0 = a;
      axis = i;
    }
    if (b < t1) t1 = b;
    if (t0 > t1) return undefined;
  }
  return axis < 0 ? undefined : [t0, axis];
}

/** The distance along the ray to a shape and its outward normal there, or undefined for a miss. */
function intersect(s: Shape, o: V3, d: V3): [number, V3] | undefined {
  switch (s.kind) {
    case 'group':
      return undefined;
    case 'ground': {
      if (d[1] >= 0 || o[1] <= s.y) return undefined;
      return [(s.y - o[1]) / d[1], [0, 1, 0]];
    }
    case 'sphere': {
      const ox = o[0] - s.c[0],
        oy = o[1] - s.c[1],
        oz = o[2] - s.c[2];
      const b = ox * d[0] + oy * d[1] + oz * d[2];
      const disc = b * b - (ox * ox + oy * oy + oz * oz - s.r * s.r);
      if (disc < 0) return undefined;
      const t = -b - Math.sqrt(disc);
      if (t < EPS) return undefined;
      return [t, [(ox + d[0] * t) / s.r, (oy + d[1] * t) / s.r, (oz + d[2] * t) / s.r]];
    }
    case 'cyl': {
      const ox = o[0] - s.c[0],
        oz = o[2] - s.c[2];
      const a = d[0] * d[0] + d[2] * d[2];
      let best: [number, V3] | undefined;
      if (a > 1e-9) {
        const b = ox * d[0] + oz * d[2];
        const disc = b * b - a * (ox * ox + oz * oz - s.r * s.r);
        if (disc >= 0) {
          const t = (-b - Math.sqrt(disc)) / a;
          const y = o[1] + d[1] * t;
          if (t > EPS && y >= s.c[1] && y <= s.c[1] + s.h) best = [t, [(ox + d[0] * t) / s.r, 0, (oz + d[2] * t) / s.r]];
        }
      }
      if (Math.abs(d[1]) > 1e-9) {
        for (const [cap, ny] of [
          [s.c[1] + s.h, 1],
          [s.c[1], -1],
        ] as const) {
          const t = (cap - o[1]) / d[1];
          const x = ox + d[0] * t,
            z = oz + d[2] * t;
          if (t > EPS && x * x + z * z <= s.r * s.r && (!best || t < best[0])) best = [t, [0, ny, 0]];
        }
      }
      return best;
    }
    case 'box': {
      if (!s.m || !s.turn) {
        const h = hitBox(s.min, s.max, o, d);
        if (!h) return undefined;
        const n: V3 = [0, 0, 0];
        n[h[1]] = d[h[1]]! > 0 ? -1 : 1;
        return [h[0], n];
      }
      const m = s.m;
      const p = s.turn.pivot;
      const rx = o[0] - p[0],
        ry = o[1] - p[1],
        rz = o[2] - p[2];
      // Into the box's own frame (the transpose of the rotation), test, and turn the normal back.
      const lo: V3 = [
        m[0]! * rx + m[3]! * ry + m[6]! * rz + p[0],
        m[1]! * rx + m[4]! * ry + m[7]! * rz + p[1],
        m[2]! * rx + m[5]! * ry + m[8]! * rz + p[2],
      ];
      const ld: V3 = [
        m[0]! * d[0] + m[3]! * d[1] + m[6]! * d[2],
        m[1]! * d[0] + m[4]! * d[1] + m[7]! * d[2],
        m[2]! * d[0] + m[5]! * d[1] + m[8]! * d[2],
      ];
      const h = hitBox(s.min, s.max, lo, ld);
      if (!h) return undefined;
      const ln: V3 = [0, 0, 0];
      ln[h[1]] = ld[h[1]]! > 0 ? -1 : 1;
      return [
        h[0],
        [
          m[0]! * ln[0] + m[1]! * ln[1] + m[2]! * ln[2],
          m[3]! * ln[0] + m[4]! * ln[1] + m[5]! * ln[2],
          m[6]! * ln[0] + m[7]! * ln[1] + m[8]! * ln[2],
        ],
      ];
    }
  }
}

/** Whether the ray meets a group's box before `tMax` (or starts inside it). */
function entersGroup(s: Shape & { kind: 'group' }, o: V3, d: V3, tMax: number): boolean {
  const inside = o[0] >= s.min[0] && o[0] <= s.max[0] && o[1] >= s.min[1] && o[1] <= s.max[1] && o[2] >= s.min[2] && o[2] <= s.max[2];
  if (inside) return true;
  const h = hitBox(s.min, s.max, o, d);
  return h !== undefined && h[0] < tMax;
}

interface Nearest {
  t: number;
  n: V3 | undefined;
  mat: Material | undefined;
}

function nearest(shapes: readonly Shape[], o: V3, d: V3, best: Nearest): void {
  for (const s of shapes) {
    if (s.kind === 'group') {
      if (entersGroup(s, o, d, best.t)) nearest(s.children, o, d, best);
      continue;
    }
    const h = intersect(s, o, d);
    if (h && h[0] < best.t) {
      best.t = h[0];
      best.n = h[1];
      best.mat = s.mat;
    }
  }
}

/** The nearest shape the ray meets, if any. */
export function trace(shapes: readonly Shape[], o: V3, d: V3, tMax = Infinity): Hit | undefined {
  const best: Nearest = { t: tMax, n: undefined, mat: undefined };
  nearest(shapes, o, d, best);
  if (!best.n || !best.mat) return undefined;
  return { t: best.t, p: [o[0] + d[0] * best.t, o[1] + d[1] * best.t, o[2] + d[2] * best.t], n: best.n, mat: best.mat };
}

/** Whether anything lies on the ray before tMax (light sources do not cast shadows). */
export function blocked(shapes: readonly Shape[], o: V3, d: V3, tMax: number): boolean {
  for (const s of shapes) {
    if (s.kind === 'group') {
      if (entersGroup(s, o, d, tMax) && blocked(s.children, o, d, tMax)) return true;
      continue;
    }
    if (s.mat.emit) continue;
    const h = intersect(s, o, d);
    if (h && h[0] < tMax) return true;
  }
  return false;
}
