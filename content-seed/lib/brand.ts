// The Brightwood mark, wordmark, icon set and raster favicons.
import { deflateSync } from 'node:zlib';
import { circle, doc, el, path, poly, rect, type Point } from './svg';

export const BRAND_RED = '#d02030';
const INK = '#2b2b30';

/** The mark: a red rounded square holding a white house with a red door, in a 64-unit box. */
export function mark(x = 0, y = 0, size = 64): string {
  const k = size / 64;
  const p = (px: number, py: number): Point => [x + px * k, y + py * k];
  return (
    rect(x, y, size, size, BRAND_RED, { rx: 14 * k }) +
    poly([p(12, 32), p(32, 13), p(52, 32), p(47, 32), p(47, 52), p(17, 52), p(17, 32)], '#ffffff') +
    rect(x + 27 * k, y + 37 * k, 10 * k, 15 * k, BRAND_RED, { rx: 1.5 * k }) +
    rect(x + 40 * k, y + 14 * k, 6 * k, 12 * k, '#ffffff')
  );
}

export function logo({ dark = false } = {}): string {
  const word = dark ? '#ffffff' : INK;
  const body =
    mark(0, 4, 64) +
    el(
      'text',
      {
        x: 78,
        y: 40,
        'font-family': "Montserrat, 'Helvetica Neue', Arial, sans-serif",
        'font-weight': 800,
        'font-size': 33,
        fill: word,
        'letter-spacing': -0.5,
      },
      'Brightwood',
    ) +
    el(
      'text',
      {
        x: 80,
        y: 62,
        'font-family': "Montserrat, 'Helvetica Neue', Arial, sans-serif",
        'font-weight': 700,
        'font-size': 12.5,
        fill: dark ? '#ffffff' : BRAND_RED,
        'letter-spacing': 3.2,
      },
      'HANDYMAN SERVICES',
    );
  return doc({ width: 280, height: 72, title: 'Brightwood Handyman Services', body });
}

export function markSvg(size: number): string {
  return doc({ width: size, height: size, viewBox: '0 0 64 64', title: 'Brightwood Handyman', body: mark(0, 0, 64) });
}

const stroke = (d: string, color = INK, w = 4): string =>
  path(d, 'none', { stroke: color, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });

/** Two-tone feature and UI icons in a 64-unit box. */
export const ICONS = {
  phone: () =>
    path(
      'M22 8c2-1 4 0 5 2l4 9c1 2 0 4-1 5l-4 3c2 6 7 11 13 13l3-4c1-1 3-2 5-1l9 4c2 1 3 3 2 5l-2 6c-1 3-3 4-6 4C28 54 10 36 10 14c0-3 1-5 4-6z',
      BRAND_RED,
    ),
  estimate: () =>
    rect(14, 10, 36, 46, '#fff', { rx: 5, stroke: INK, 'stroke-width': 4 }) +
    rect(24, 6, 16, 9, BRAND_RED, { rx: 3 }) +
    stroke('M22 28h20M22 37h20M22 46h12'),
  'book-online': () =>
    rect(10, 14, 44, 40, '#fff', { rx: 6, stroke: INK, 'stroke-width': 4 }) +
    rect(10, 14, 44, 12, BRAND_RED, { rx: 6 }) +
    stroke('M22 8v10M42 8v10') +
    stroke('M23 40l6 6 12-13', BRAND_RED, 5),
  licensed: () => path('M32 6l22 8v14c0 14-9 24-22 30C19 52 10 42 10 28V14z', BRAND_RED) + stroke('M22 32l7 7 14-15', '#fff', 5),
  'on-time': () =>
    circle(32, 34, 22, '#fff', { stroke: INK, 'stroke-width': 4 }) + stroke('M32 22v13l9 6', BRAND_RED, 5) + stroke('M24 6h16'),
  warranty: () =>
    circle(32, 26, 18, BRAND_RED) +
    path('M22 40l-6 18 10-5 6 9 4-16zM42 40l6 18-10-5-6 9-4-16z', INK) +
    circle(32, 26, 10, '#fff') +
    stroke('M27 26l4 4 7-8', BRAND_RED, 3),
  clean: () =>
    stroke('M14 50l22-22') +
    path('M36 28l10-10 6 6-10 10z', BRAND_RED) +
    path('M8 52l10-14 8 8-14 10z', INK) +
    stroke('M46 42v10M41 47h10M52 8v6M49 11h6', BRAND_RED, 3),
  tools: () =>
    stroke('M16 48l20-20', INK, 6) +
    path('M36 28c-2-6 1-14 8-16l-3 8 4 4 8-3c-2 7-10 10-16 8z', INK) +
    stroke('M48 48L22 22', BRAND_RED, 6) +
    rect(12, 12, 12, 12, BRAND_RED, { rx: 3, transform: 'rotate(45 18 18)' }),
  calendar: () =>
    rect(10, 14, 44, 40, '#fff', { rx: 6, stroke: INK, 'stroke-width': 4 }) +
    rect(10, 14, 44, 12, BRAND_RED, { rx: 6 }) +
    [0, 1, 2].map((i) => rect(18 + i * 11, 34, 7, 7, INK, { rx: 1.5 })).join('') +
    rect(18, 44, 7, 7, INK, { rx: 1.5 }),
  star: () => path('M32 6l7.6 16 17.4 2.2-12.8 12 3.4 17.3L32 45l-15.6 8.5 3.4-17.3L7 24.2 24.4 22z', BRAND_RED),
  home: () => path('M8 30L32 10l24 20h-6v24H14V30z', BRAND_RED) + rect(27, 38, 10, 16, '#fff', { rx: 1.5 }),
  paint: () => rect(10, 8, 38, 16, BRAND_RED, { rx: 5 }) + stroke('M48 16h6v14H31v8') + rect(26, 38, 10, 20, INK, { rx: 3 }),
  price: () => path('M8 30V10h20l28 28-20 20z', BRAND_RED) + circle(19, 21, 4.5, '#fff') + stroke('M30 38l8-8', '#fff', 4),
  team: () =>
    circle(22, 22, 9, INK) +
    path('M6 52c0-11 7-17 16-17s16 6 16 17z', INK) +
    circle(43, 24, 8, BRAND_RED) +
    path('M30 52c1-9 6-14 13-14s13 5 13 14z', BRAND_RED),
  truck: () =>
    rect(6, 18, 32, 24, BRAND_RED, { rx: 3 }) +
    path('M38 26h10l8 9v7H38z', INK) +
    circle(18, 46, 6, INK) +
    circle(46, 46, 6, INK) +
    circle(18, 46, 2.5, '#fff') +
    circle(46, 46, 2.5, '#fff'),
  leaf: () => path('M12 52C10 28 26 10 54 10c0 26-16 42-38 40', '#4c9a5a') + stroke('M14 50C24 38 32 30 44 20', '#fff', 3),
  checklist: () =>
    rect(12, 8, 40, 48, '#fff', { rx: 5, stroke: INK, 'stroke-width': 4 }) +
    stroke('M19 22l3 3 6-6M19 36l3 3 6-6', BRAND_RED, 3.5) +
    stroke('M33 23h12M33 37h12M19 48h26', INK, 3),
  handshake: () =>
    path('M4 26l12-8 10 4 8-4 10 2 16 6v14l-10 6-14 6-12-6-10-8-10-2z', BRAND_RED) +
    stroke('M26 22l10 10M22 34l8 8M30 30l8 8M38 28l8 8', '#fff', 3),
  heart: () => path('M32 54S8 40 8 22c0-8 6-14 13-14 5 0 9 3 11 7 2-4 6-7 11-7 7 0 13 6 13 14 0 18-24 32-24 32z', BRAND_RED),
  shield: () =>
    path('M32 6l22 8v14c0 14-9 24-22 30C19 52 10 42 10 28V14z', INK) + rect(29, 18, 6, 20, '#fff', { rx: 3 }) + circle(32, 45, 3.5, '#fff'),
  facebook: () =>
    circle(32, 32, 30, BRAND_RED) + path('M35 52V34h6l1-7h-7v-4c0-2 1-3 3-3h4v-6c-1 0-3-.3-6-.3-6 0-9 3.5-9 9.5V27h-6v7h6v18z', '#fff'),
  instagram: () =>
    circle(32, 32, 30, BRAND_RED) +
    rect(18, 18, 28, 28, 'none', { rx: 8, stroke: '#fff', 'stroke-width': 4 }) +
    circle(32, 32, 7, 'none', { stroke: '#fff', 'stroke-width': 4 }) +
    circle(40.5, 23.5, 2.2, '#fff'),
  pinterest: () =>
    circle(32, 32, 30, BRAND_RED) +
    path('M30 38c-1 6-2 10-4 14M28 30c-2-6 1-12 6-12 6 0 8 4 7 9-1 6-5 9-8 8-2-1-3-3-2-6', 'none', {
      stroke: '#fff',
      'stroke-width': 4.5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  twitter: () =>
    circle(32, 32, 30, BRAND_RED) +
    path('M19 18h8l19 28h-8zM45 18L20 46', 'none', {
      stroke: '#fff',
      'stroke-width': 4,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
  linkedin: () =>
    circle(32, 32, 30, BRAND_RED) +
    rect(19, 27, 6, 18, '#fff') +
    circle(22, 20.5, 3.5, '#fff') +
    path('M30 27h6v3c1.5-2.3 4-3.6 7-3.6 4.5 0 6 3 6 8V45h-6v-9c0-2.6-.8-4-3-4s-4 1.6-4 4.5V45h-6z', '#fff'),
} satisfies Record<string, () => string>;

export type IconName = keyof typeof ICONS;

export function iconSvg(name: IconName, size = 64): string {
  return doc({ width: size, height: size, viewBox: '0 0 64 64', title: name.replace(/-/g, ' '), body: ICONS[name]() });
}

// ---- Raster favicons: a tiny anti-aliased rasteriser for the mark, written as PNG. ----

function insidePoly(px: number, py: number, pts: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]!;
    const [xj, yj] = pts[j]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundRect(px: number, py: number, x: number, y: number, w: number, h: number, r: number): boolean {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/** Colour of the mark at a point of its 64-unit box, or null outside it. */
function markColor(u: number, v: number): [number, number, number] | null {
  if (!insideRoundRect(u, v, 0, 0, 64, 64, 14)) return null;
  const house: Point[] = [
    [12, 32],
    [32, 13],
    [52, 32],
    [47, 32],
    [47, 52],
    [17, 52],
    [17, 32],
  ];
  const inDoor = u >= 27 && u <= 37 && v >= 37 && v <= 52;
  const inChimney = u >= 40 && u <= 46 && v >= 14 && v <= 26;
  if ((insidePoly(u, v, house) || inChimney) && !inDoor) return [255, 255, 255];
  return [0xd0, 0x20, 0x30];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** The mark as an RGBA PNG of size x size pixels (4 x 4 supersampled). */
export function markPng(size: number): Buffer {
  const ss = 4;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      let r = 0,
        gg = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const c = markColor(((x + (sx + 0.5) / ss) / size) * 64, ((y + (sy + 0.5) / ss) / size) * 64);
          if (c) {
            r += c[0];
            gg += c[1];
            b += c[2];
            a += 1;
          }
        }
      }
      const o = 1 + x * 4;
      if (a) {
        row[o] = Math.round(r / a);
        row[o + 1] = Math.round(gg / a);
        row[o + 2] = Math.round(b / a);
      }
      row[o + 3] = Math.round((a / (ss * ss)) * 255);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
