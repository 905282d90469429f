// Materials with procedural surfaces: paint, wood planks, tiles, brick, lap siding, shingles,
// grass, stucco, stone and fabric. Each varies at several scales, as real surfaces do, which is
// also what makes the pictures compress like photographs.
import type { Material } from './geometry';
import { clamp, fbm, hash3, hex, mix, mul, noise, type V3 } from './math';

const tint = (c: V3, k: number): V3 => mul(c, k);

/** A flat colour with a faint mottle (paint, plaster, plastic). */
export function paint(color: string, opts: { spec?: number; gloss?: number; mottle?: number } = {}): Material {
  const c = hex(color);
  const m = opts.mottle ?? 0.06;
  return {
    albedo: (p) => tint(c, 1 - m + 2 * m * fbm(p[0] * 3, p[1] * 3, p[2] * 3, 3)),
    spec: opts.spec ?? 0,
    gloss: opts.gloss ?? 0.3,
  };
}

/** Wooden planks along x (or z), with grain, knots of tone and dark joints. */
export function planks(
  colors: [string, string],
  opts: { width?: number; length?: number; along?: 'x' | 'z'; spec?: number; weathered?: boolean } = {},
): Material {
  const [a, b] = [hex(colors[0]), hex(colors[1])];
  const w = opts.width ?? 0.14;
  const len = opts.length ?? 1.6;
  return {
    albedo: (p, n) => {
      // Which two coordinates run across the surface.
      const horizontal = Math.abs(n[1]) > 0.5;
      const along = opts.along === 'z' ? p[2] : p[0];
      const across = horizontal ? (opts.along === 'z' ? p[0] : p[2]) : p[1];
      const row = Math.floor(across / w);
      const shift = hash3(row, 3, 7) * len;
      const piece = Math.floor((along + shift) / len);
      const inRow = across / w - row;
      const inPiece = (along + shift) / len - piece;
      const tone = hash3(row, piece, 11);
      let c = mix(a, b, tone);
      const grain = noise(along * 2, across * 60 + row * 9, 0.5) * 0.5 + fbm(along * 0.8, across * 25, row, 3) * 0.5;
      c = tint(c, 0.82 + 0.36 * grain);
      if (opts.weathered) c = mix(c, hex('#8a8780'), 0.45 + 0.3 * fbm(along * 4, across * 8, 1, 3));
      const joint = inRow < 0.04 || inRow > 0.96 || inPiece < 0.004 || inPiece > 0.996;
      return joint ? tint(c, 0.35) : c;
    },
    spec: opts.spec ?? 0.03,
    gloss: 0.35,
  };
}

/** Square tiles in a grid on the surface, grout between, each tile a shade of its own. */
export function tiles(
  color: string,
  grout: string,
  opts: { size?: number; spec?: number; brick?: boolean; height?: number } = {},
): Material {
  const c = hex(color);
  const g = hex(grout);
  const s = opts.size ?? 0.3;
  const h = opts.height ?? s;
  return {
    albedo: (p, n) => {
      const horizontal = Math.abs(n[1]) > 0.5;
      const u = Math.abs(n[0]) > 0.5 ? p[2] : p[0];
      const vv = horizontal ? p[2] : p[1];
      const row = Math.floor(vv / h);
      const off = opts.brick && row % 2 ? s / 2 : 0;
      const col = Math.floor((u + off) / s);
      const fu = (u + off) / s - col;
      const fv = vv / h - row;
      const line = 0.025 * (0.3 / s);
      if (fu < line || fv < line * (s / h)) return tint(g, 0.9 + 0.2 * noise(u * 40, vv * 40, 1));
      return tint(c, 0.92 + 0.1 * hash3(row, col, 5) + 0.05 * fbm(u * 8, vv * 8, 2, 2));
    },
    spec: opts.spec ?? 0.08,
    gloss: 0.15,
  };
}

/** Brick in running bond with mortar, each brick its own shade. */
export function brick(color: string): Material {
  const c = hex(color);
  const mortar = hex('#b9b2a6');
  return {
    albedo: (p, n) => {
      const u = Math.abs(n[0]) > 0.5 ? p[2] : p[0];
      const row = Math.floor(p[1] / 0.075);
      const col = Math.floor((u + (row % 2) * 0.1) / 0.2);
      const fu = (u + (row % 2) * 0.1) / 0.2 - col;
      const fv = p[1] / 0.075 - row;
      if (fu < 0.05 || fv < 0.13) return tint(mortar, 0.85 + 0.2 * noise(u * 30, p[1] * 30, 0));
      return tint(c, 0.72 + 0.45 * hash3(row, col, 9) * (0.7 + 0.3 * fbm(u * 20, p[1] * 20, 3, 3)));
    },
  };
}

/** Lap siding: horizontal boards, each shadowed along its lower edge. */
export function siding(color: string, board = 0.2): Material {
  const c = hex(color);
  return {
    albedo: (p) => {
      const f = (p[1] / board) % 1;
      const shade = 0.78 + 0.22 * clamp(f * 6) - 0.05 * (1 - f);
      return tint(c, shade * (0.95 + 0.08 * fbm(p[0] * 2, p[1] * 6, p[2] * 2, 3)));
    },
    spec: 0.03,
    gloss: 0.5,
  };
}

/** Roof shingles or tiles: rows of tabs with ragged tone. */
export function shingles(color: string): Material {
  const c = hex(color);
  return {
    albedo: (p) => {
      const along = p[0] + p[2];
      const row = Math.floor(p[1] / 0.09);
      const tab = Math.floor((along + hash3(row, 1, 1) * 0.3) / 0.33);
      const f = p[1] / 0.09 - row;
      return tint(c, (0.7 + 0.5 * hash3(row, tab, 4)) * (0.75 + 0.25 * f) * (0.85 + 0.3 * noise(along * 40, p[1] * 40, 2)));
    },
  };
}

/** Grass, gravel or soil: colour in patches at several scales. */
export function lawn(colors: [string, string], fine = 60): Material {
  const [a, b] = [hex(colors[0]), hex(colors[1])];
  return {
    albedo: (p) => {
      const patch = fbm(p[0] * 0.15, 0, p[2] * 0.15, 4);
      const blade = noise(p[0] * fine, p[1], p[2] * fine);
      return tint(mix(a, b, patch), 0.7 + 0.55 * blade);
    },
  };
}

/** Stucco or concrete: a fine, even roughness. */
export function stucco(color: string): Material {
  const c = hex(color);
  return { albedo: (p) => tint(c, 0.88 + 0.14 * noise(p[0] * 50, p[1] * 50, p[2] * 50) + 0.06 * fbm(p[0], p[1], p[2], 3)) };
}

/** Polished stone with veins (counter tops). */
export function marble(color: string, vein: string): Material {
  const [a, b] = [hex(color), hex(vein)];
  return {
    albedo: (p) => {
      const v = Math.abs(Math.sin((p[0] * 3 + p[2] * 2 + 4 * fbm(p[0] * 2, p[1] * 2, p[2] * 2, 5)) * 3));
      return mix(b, a, clamp(v * 1.6));
    },
    spec: 0.08,
    gloss: 0.05,
  };
}

/** Woven fabric (sofas, rugs): a tight weave under a broad tone. */
export function fabric(color: string, weave = 220): Material {
  const c = hex(color);
  return {
    albedo: (p) => tint(c, 0.8 + 0.12 * noise(p[0] * weave, p[1] * weave, p[2] * weave) + 0.15 * fbm(p[0] * 2, p[1] * 2, p[2] * 2, 3)),
  };
}

/** Leaves: clumps of light and dark green. */
export function foliage(color: string): Material {
  const raw = hex(color);
  // Leaves in the sun read less saturated than their swatch.
  const grey = (raw[0] + raw[1] + raw[2]) / 3;
  const c = mix(raw, [grey, grey, grey], 0.3);
  return {
    albedo: (p) => tint(c, 0.5 + 0.9 * noise(p[0] * 25, p[1] * 25, p[2] * 25) * (0.6 + 0.4 * fbm(p[0] * 3, p[1] * 3, p[2] * 3, 2))),
  };
}

/** Metal: a tinted mirror, sharp or brushed. */
export function metal(color: string, gloss = 0.1): Material {
  const c = hex(color);
  return { albedo: () => c, spec: 0.55, gloss };
}

/** Something that glows: a lamp shade, a screen, window glass seen from indoors. */
export function glow(color: V3): Material {
  return { albedo: () => color, emit: color };
}
