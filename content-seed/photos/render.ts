// A small ray tracer for the seed's photographs: direct light from the sun, windows and lamps
// with soft shadows, ambient light shaded by occlusion, glossy reflections, a filmic tone curve.
// Deterministic: the same scene renders the same pixels.
import { blocked, trace, type Hit, type Shape } from './geometry';
import { add, cross, dot, mul, norm, random, sub, type V3 } from './math';

export type Light =
  /** Sunlight from `dir` (towards the sun), its disc `spread` radians wide. */
  | { kind: 'sun'; dir: V3; color: V3; spread: number }
  /** A glowing rectangle: corner and two edges (a window, a ceiling panel). */
  | { kind: 'area'; corner: V3; u: V3; v: V3; color: V3 }
  /** A small bulb of the given radius. */
  | { kind: 'bulb'; p: V3; radius: number; color: V3 };

export interface Camera {
  from: V3;
  at: V3;
  /** Vertical field of view, degrees. */
  fov: number;
}

export interface PhotoScene {
  shapes: Shape[];
  lights: Light[];
  /** Light from the sky in a direction (seen through windows and open to the sky outside). */
  sky: (d: V3) => V3;
  /** Light that reaches surfaces from all around, shaded by what stands near them. */
  ambient: V3;
  /** How far occlusion looks for neighbours, metres. */
  aoRange: number;
  /** How much of the sky's own light reaches what is open to it (none indoors, where the windows light the room). */
  skyAmbient?: number;
  camera: Camera;
  exposure: number;
}

const AO_RAYS = 2;

function hemisphere(n: V3, r1: number, r2: number): V3 {
  // Cosine-weighted direction around n.
  const phi = 2 * Math.PI * r1;
  const rad = Math.sqrt(r2);
  const a: V3 = Math.abs(n[0]) > 0.9 ? [0, 1, 0] : [1, 0, 0];
  const t = norm(cross(a, n));
  const b = cross(n, t);
  const z = Math.sqrt(1 - r2);
  return norm(add(add(mul(t, rad * Math.cos(phi)), mul(b, rad * Math.sin(phi))), mul(n, z)));
}

/** Which part of an area light a sample looks at: each of a pixel's samples takes its own cell. */
interface Stratum {
  u: number;
  v: number;
  n: number;
}

function direct(scene: PhotoScene, hit: Hit, rnd: () => number, cell: Stratum): V3 {
  const o = add(hit.p, mul(hit.n, 2e-3));
  let sum: V3 = [0, 0, 0];
  for (const light of scene.lights) {
    let dir: V3;
    let dist: number;
    let scale: number;
    if (light.kind === 'sun') {
      dir = norm(add(light.dir, [(rnd() - 0.5) * light.spread, (rnd() - 0.5) * light.spread, (rnd() - 0.5) * light.spread]));
      dist = Infinity;
      scale = 1;
    } else {
      const q =
        light.kind === 'area'
          ? add(light.corner, add(mul(light.u, (cell.u + rnd()) / cell.n), mul(light.v, (cell.v + rnd()) / cell.n)))
          : add(light.p, mul(hemisphere(norm(sub(hit.p, light.p)), rnd(), rnd() * 0.999), light.radius));
      const to = sub(q, o);
      dist = Math.hypot(to[0], to[1], to[2]);
      dir = mul(to, 1 / dist);
      if (light.kind === 'area') {
        const ln = norm(cross(light.u, light.v));
        const area = Math.hypot(...cross(light.u, light.v));
        scale = (Math.abs(dot(ln, dir)) * area) / (Math.PI * dist * dist);
      } else scale = 1 / (dist * dist);
    }
    const cos = dot(hit.n, dir);
    if (cos <= 0 || blocked(scene.shapes, o, dir, dist - 1e-3)) continue;
    sum = add(sum, mul(light.color, cos * scale));
  }
  return sum;
}

function ambient(scene: PhotoScene, hit: Hit, rnd: () => number): V3 {
  const o = add(hit.p, mul(hit.n, 2e-3));
  let sum: V3 = [0, 0, 0];
  for (let i = 0; i < AO_RAYS; i++) {
    const d = hemisphere(hit.n, rnd(), rnd() * 0.999);
    const near = trace(scene.shapes, o, d, scene.aoRange);
    // Open to the sky, the sky lights it; sheltered, what is around bounces a little light back.
    if (!near) sum = add(sum, add(scene.ambient, mul(scene.sky(d), scene.skyAmbient ?? 0.35)));
    else if (near.mat.emit) sum = add(sum, mul(near.mat.emit, 0.5));
    // The nearer the neighbour, the more of the light it keeps off (a soft, low-noise occlusion).
    else sum = add(sum, mul(scene.ambient, 0.3 + 0.7 * Math.min(1, near.t / scene.aoRange)));
  }
  return mul(sum, 1 / AO_RAYS);
}

function radiance(scene: PhotoScene, o: V3, d: V3, depth: number, rnd: () => number, cell: Stratum): V3 {
  const hit = trace(scene.shapes, o, d);
  if (!hit) return scene.sky(d);
  if (hit.mat.emit) return hit.mat.emit;
  if (dot(hit.n, d) > 0) hit.n = mul(hit.n, -1);
  const albedo = hit.mat.albedo(hit.p, hit.n);
  const light = add(direct(scene, hit, rnd, cell), ambient(scene, hit, rnd));
  let color: V3 = [albedo[0] * light[0], albedo[1] * light[1], albedo[2] * light[2]];
  const spec = hit.mat.spec ?? 0;
  if (spec > 0 && depth < 2) {
    const cos = Math.max(0, -dot(d, hit.n));
    const fresnel = spec + (1 - spec) * Math.pow(1 - cos, 5);
    const g = hit.mat.gloss ?? 0;
    const r = norm(add(sub(d, mul(hit.n, 2 * dot(d, hit.n))), [(rnd() - 0.5) * g, (rnd() - 0.5) * g, (rnd() - 0.5) * g]));
    const reflected = radiance(scene, add(hit.p, mul(hit.n, 2e-3)), r, depth + 1, rnd, cell);
    color = add(mul(color, 1 - fresnel), mul(reflected, fresnel));
  }
  return color;
}

/** A filmic curve (ACES, fitted) and the sRGB-like gamma. */
function toByte(x: number): number {
  const t = (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14);
  return Math.round(255 * Math.pow(Math.min(1, Math.max(0, t)), 1 / 2.2));
}

/** Renders rows [y0, y1) of a width x height picture, `samples` rays a pixel; RGB bytes. */
export function renderRows(scene: PhotoScene, width: number, height: number, y0: number, y1: number, samples = 4): Uint8Array {
  const out = new Uint8Array(width * (y1 - y0) * 3);
  const { from, at, fov } = scene.camera;
  const fwd = norm(sub(at, from));
  const right = norm(cross(fwd, [0, 1, 0]));
  const up = cross(right, fwd);
  const half = Math.tan((fov * Math.PI) / 360);
  const side = Math.round(Math.sqrt(samples));
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < width; x++) {
      const rnd = random(y * 7919 + x * 104729 + 17);
      let c: V3 = [0, 0, 0];
      for (let s = 0; s < side * side; s++) {
        const px = ((x + ((s % side) + rnd()) / side) / width) * 2 - 1;
        const py = 1 - ((y + (Math.floor(s / side) + rnd()) / side) / height) * 2;
        const d = norm(add(fwd, add(mul(right, px * half * (width / height)), mul(up, py * half))));
        c = add(c, radiance(scene, from, d, 0, rnd, { u: s % side, v: Math.floor(s / side), n: side }));
      }
      const i = ((y - y0) * width + x) * 3;
      const k = scene.exposure / (side * side);
      out[i] = toByte(c[0] * k);
      out[i + 1] = toByte(c[1] * k);
      out[i + 2] = toByte(c[2] * k);
    }
  }
  return out;
}
