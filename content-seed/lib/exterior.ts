// Outdoor building blocks. Each draws at a local origin on the ground line (y = 0, up is negative)
// and is placed with at(x, y, scale, ...).
import { at, circle, el, ellipse, g, line, n, path, poly, rect, shade } from './svg';

export function sky(w: number, h: number, id: string): string {
  return rect(0, 0, w, h, `url(#${id})`);
}

export function sun(cx: number, cy: number, r: number, color = '#ffd36b'): string {
  return g(
    circle(cx, cy, r * 2.4, color, { opacity: 0.16 }) + circle(cx, cy, r * 1.6, color, { opacity: 0.25 }) + circle(cx, cy, r, color),
  );
}

export function cloud(x: number, y: number, s: number, color = '#ffffff', opacity = 0.9): string {
  return at(
    x,
    y,
    s,
    g(ellipse(0, 0, 60, 18, color) + circle(-22, -10, 22, color) + circle(8, -20, 28, color) + circle(36, -6, 18, color), { opacity }),
  );
}

/** A rolling band from y (at left) across width w down to depth; seed varies the curve. */
export function hills(w: number, y: number, depth: number, color: string, amp = 30, phase = 0): string {
  const k = 6;
  let d = `M0 ${n(y)}`;
  for (let i = 0; i < k; i++) {
    const x0 = (w / k) * i;
    const x1 = (w / k) * (i + 1);
    const up = Math.sin(i * 1.7 + phase) * amp;
    d += ` Q${n((x0 + x1) / 2)} ${n(y - up)} ${n(x1)} ${n(y + Math.cos(i * 2.1 + phase) * amp * 0.3)}`;
  }
  d += ` L${w} ${y + depth} L0 ${y + depth}Z`;
  return path(d, color);
}

/** A peak: x of the summit, height and half-width of the base. */
export type Peak = [x: number, height: number, halfWidth: number];

export function mountains(w: number, baseY: number, color: string, peaks: readonly Peak[], snow = false): string {
  return peaks
    .map(([x, hgt, wid]) => {
      const base = poly(
        [
          [x - wid, baseY],
          [x, baseY - hgt],
          [x + wid, baseY],
        ],
        color,
      );
      const cap = snow
        ? poly(
            [
              [x - wid * 0.28, baseY - hgt * 0.72],
              [x, baseY - hgt],
              [x + wid * 0.28, baseY - hgt * 0.72],
              [x + wid * 0.1, baseY - hgt * 0.78],
              [x - wid * 0.05, baseY - hgt * 0.7],
            ],
            '#f4f6fb',
          )
        : '';
      const shadowSide = poly(
        [
          [x, baseY - hgt],
          [x + wid, baseY],
          [x + wid * 0.2, baseY],
        ],
        '#000',
        { opacity: 0.12 },
      );
      return base + shadowSide + cap;
    })
    .join('');
}

function windowPane(x: number, y: number, w: number, h: number, trim: string, glass: string, cols = 2, rows = 2): string {
  let s = rect(x - 5, y - 5, w + 10, h + 10, trim, { rx: 2 }) + rect(x, y, w, h, glass);
  s += poly(
    [
      [x, y + h],
      [x + w * 0.55, y],
      [x + w * 0.75, y],
      [x + w * 0.2, y + h],
    ],
    '#fff',
    { opacity: 0.25 },
  );
  for (let i = 1; i < cols; i++) s += line(x + (w / cols) * i, y, x + (w / cols) * i, y + h, trim, 4);
  for (let i = 1; i < rows; i++) s += line(x, y + (h / rows) * i, x + w, y + (h / rows) * i, trim, 4);
  return s + rect(x - 8, y + h + 3, w + 16, 6, shade(trim, -0.1));
}

function door(x: number, y: number, w: number, h: number, color: string, trim: string): string {
  return (
    rect(x - 6, y - 6, w + 12, h + 6, trim) +
    rect(x, y, w, h, color, { rx: 2 }) +
    rect(x + 8, y + 10, w - 16, h * 0.3, shade(color, 0.12), { rx: 2 }) +
    rect(x + 8, y + h * 0.48, w - 16, h * 0.42, shade(color, -0.12), { rx: 2 }) +
    circle(x + w - 11, y + h * 0.55, 3.5, '#e8c15a')
  );
}

/** Colours and parts of a house or ranch; each drawing has its own defaults. */
export interface HouseStyle {
  wall?: string;
  roof?: string;
  trim?: string;
  doorColor?: string;
  glass?: string;
  chimney?: boolean;
  garage?: string;
}

/**
 * Two-storey gabled house, 300 wide. opts: wall, roof, trim, door, glass, chimney, porch, tired
 * (tired = faded, cracked "before" look).
 */
export function house(opts: HouseStyle = {}): string {
  const { wall = '#e9dcc6', roof = '#5b4a47', trim = '#ffffff', doorColor = '#d02030', glass = 'url(#glass)', chimney = true } = opts;
  const W = 300;
  const H = 200;
  let s = '';
  if (chimney) s += rect(70, -H - 110, 30, 70, shade(roof, 0.25)) + rect(66, -H - 116, 38, 10, shade(roof, 0.1));
  s += rect(-W / 2, -H, W, H, wall);
  s += rect(-W / 2, -H, W, 10, '#000', { opacity: 0.08 });
  s += poly(
    [
      [-W / 2 - 22, -H + 2],
      [0, -H - 120],
      [W / 2 + 22, -H + 2],
    ],
    roof,
  );
  s += poly(
    [
      [-W / 2 - 22, -H + 2],
      [0, -H - 120],
      [0, -H - 104],
      [-W / 2 + 2, -H + 2],
    ],
    '#fff',
    { opacity: 0.08 },
  );
  s += poly(
    [
      [-W / 2 - 22, -H + 2],
      [W / 2 + 22, -H + 2],
      [W / 2 + 18, -H + 12],
      [-W / 2 - 18, -H + 12],
    ],
    shade(roof, -0.25),
  );
  s += circle(0, -H - 58, 16, trim) + circle(0, -H - 58, 11, glass);
  s += windowPane(-120, -H + 30, 56, 60, trim, glass) + windowPane(64, -H + 30, 56, 60, trim, glass);
  s += windowPane(-120, -82, 56, 58, trim, glass) + windowPane(64, -82, 56, 58, trim, glass);
  s += door(-24, -98, 48, 98, doorColor, trim);
  s += poly(
    [
      [-50, -106],
      [50, -106],
      [42, -118],
      [-42, -118],
    ],
    shade(roof, -0.1),
  );
  s += rect(-40, -6, 80, 6, shade(wall, -0.35)) + rect(-48, 0, 96, 7, shade(wall, -0.45));
  return s;
}

/** Single-storey stucco ranch with a low tile roof and garage, about 460 wide. */
export function ranch(opts: HouseStyle = {}): string {
  const { wall = '#ead7b8', roof = '#b5543a', trim = '#fbf6ee', doorColor = '#8a4b2f', glass = 'url(#glass)', garage = '#f2e8d8' } = opts;
  let s = '';
  s += rect(-230, -130, 300, 130, wall) + rect(70, -112, 160, 112, shade(wall, -0.06));
  s += poly(
    [
      [-250, -128],
      [-190, -185],
      [30, -185],
      [90, -128],
    ],
    roof,
  );
  s += poly(
    [
      [60, -110],
      [100, -160],
      [210, -160],
      [250, -110],
    ],
    shade(roof, -0.05),
  );
  for (let i = 0; i < 5; i++) s += line(-236 + i * 12, -142 - i * 9, 80 - i * 12, -142 - i * 9, shade(roof, -0.2), 2);
  s += rect(-252, -132, 344, 8, shade(roof, -0.3)) + rect(58, -114, 194, 7, shade(roof, -0.3));
  s += windowPane(-200, -100, 70, 56, trim, glass, 3, 2) + windowPane(-40, -100, 50, 56, trim, glass, 2, 2);
  s += door(-100, -104, 44, 104, doorColor, trim);
  s += path('M-100 -104 Q-78 -126 -56 -104Z', trim);
  s += rect(92, -90, 116, 90, garage) + rect(92, -90, 116, 8, shade(garage, -0.1));
  for (let i = 1; i < 4; i++) s += line(92, -90 + i * 22, 208, -90 + i * 22, shade(garage, -0.12), 2);
  s += rect(-236, -4, 472, 4, '#000', { opacity: 0.12 });
  return s;
}

export function tree(s = 1, leaf = '#4f9a4a'): string {
  return at(
    0,
    0,
    s,
    rect(-7, -70, 14, 70, '#7a5638', { rx: 3 }) +
      circle(-26, -88, 34, shade(leaf, -0.15)) +
      circle(24, -92, 36, shade(leaf, -0.1)) +
      circle(0, -120, 42, leaf) +
      circle(-10, -130, 20, shade(leaf, 0.18), { opacity: 0.7 }),
  );
}

export function pine(s = 1, leaf = '#2f6b4f'): string {
  return at(
    0,
    0,
    s,
    rect(-6, -30, 12, 30, '#6b4a30') +
      poly(
        [
          [-44, -26],
          [0, -96],
          [44, -26],
        ],
        leaf,
      ) +
      poly(
        [
          [-36, -64],
          [0, -132],
          [36, -64],
        ],
        shade(leaf, 0.08),
      ) +
      poly(
        [
          [-26, -102],
          [0, -160],
          [26, -102],
        ],
        shade(leaf, 0.16),
      ) +
      poly(
        [
          [0, -160],
          [26, -102],
          [0, -102],
        ],
        '#000',
        { opacity: 0.1 },
      ),
  );
}

export function palm(s = 1, leaf = '#3f9a56'): string {
  const frond = (rot: number): string => el('path', { d: 'M0 0 Q40 -26 96 -6 Q52 -12 0 6Z', fill: leaf, transform: `rotate(${rot})` });
  return at(
    0,
    0,
    s,
    path('M-8 0 Q-2 -90 14 -190 L24 -188 Q10 -90 8 0Z', '#9a7550') +
      at(18, -190, 1, [-160, -130, -95, -40, -10, 25].map(frond).join('') + circle(0, 0, 9, '#7a5a3a')),
  );
}

export function saguaro(s = 1, c = '#5f8f4e'): string {
  return at(
    0,
    0,
    s,
    rect(-14, -150, 28, 150, c, { rx: 14 }) +
      path('M-14 -60 H-36 Q-46 -60 -46 -72 V-108 Q-46 -118 -38 -118 Q-30 -118 -30 -108 V-78 H-14Z', c) +
      path('M14 -84 H34 Q44 -84 44 -96 V-124 Q44 -134 36 -134 Q28 -134 28 -124 V-100 H14Z', c) +
      rect(-4, -146, 5, 140, shade(c, 0.15), { rx: 2, opacity: 0.6 }),
  );
}

export function shrub(s = 1, c = '#5a9d50'): string {
  return at(
    0,
    0,
    s,
    circle(-18, -14, 18, shade(c, -0.12)) +
      circle(16, -14, 18, shade(c, -0.08)) +
      circle(0, -24, 22, c) +
      circle(-6, -30, 8, shade(c, 0.2), { opacity: 0.6 }),
  );
}

export function agave(s = 1, c = '#7fa88a'): string {
  const leaf = (rot: number): string => el('path', { d: 'M0 0 Q-6 -30 0 -52 Q6 -30 0 0Z', fill: c, transform: `rotate(${rot})` });
  return at(0, 0, s, [-70, -45, -20, 0, 20, 45, 70].map(leaf).join(''));
}

/** A picket fence from x = 0 to width; broken = missing and leaning pickets. */
export function fence(width: number, color = '#ffffff', { broken = false, height = 70 } = {}): string {
  let s = rect(0, -height * 0.75, width, 7, shade(color, -0.1)) + rect(0, -height * 0.3, width, 7, shade(color, -0.1));
  for (let x = 6, i = 0; x < width - 10; x += 22, i++) {
    if (broken && i % 5 === 3) continue;
    const lean = broken && i % 7 === 2 ? ` rotate(8 ${n(x + 7)} 0)` : '';
    s += el('path', {
      d: `M${n(x)} 0 V${-height + 8} L${n(x + 7)} ${-height} L${n(x + 14)} ${-height + 8} V0Z`,
      fill: color,
      transform: lean ? lean.trim() : undefined,
    });
  }
  return s;
}

/** A horizontal-board privacy fence (modern). */
export function boardFence(width: number, color = '#a0704a', { faded = false, height = 110 } = {}): string {
  let s = '';
  const c = faded ? '#9b9287' : color;
  for (let y = -height, i = 0; y < 0; y += 14, i++) s += rect(0, y, width, 12, i % 2 ? c : shade(c, 0.06));
  for (let x = 0; x <= width; x += width / 4) s += rect(x - 5, -height - 6, 10, height + 6, shade(c, -0.25));
  return s;
}

/** A raised deck with railing, width wide. */
export function deck(width: number, color = '#b7773f', { weathered = false } = {}): string {
  const c = weathered ? '#9c9184' : color;
  let s = '';
  for (let i = 0; i < 5; i++) s += rect(0, -44 + i * 9, width, 8, i % 2 ? c : shade(c, 0.07));
  for (let x = 8; x < width; x += width / 5) s += rect(x, 0, 10, 34, shade(c, -0.3));
  s += rect(0, -118, width, 8, shade(c, -0.08)) + rect(0, -82, width, 5, shade(c, -0.08));
  for (let x = 0; x <= width; x += 16) s += rect(x, -112, 5, 68, shade(c, 0.04));
  if (weathered) s += path(`M${n(width * 0.3)} -40 l18 8 l-8 6`, 'none', { stroke: '#6f665c', 'stroke-width': 2 });
  return s;
}

export function van(opts: { body?: string; brand?: string; label?: string } = {}): string {
  const { body = '#ffffff', brand = '#d02030', label = 'BRIGHTWOOD' } = opts;
  return (
    rect(-150, -92, 236, 80, body, { rx: 10 }) +
    path('M86 -92 H120 Q136 -92 146 -70 L160 -44 V-12 H86Z', body) +
    path('M94 -84 H118 Q128 -84 136 -68 L146 -50 H94Z', '#9ccbe6') +
    rect(-150, -50, 310, 14, brand) +
    rect(-150, -34, 310, 4, shade(brand, -0.3)) +
    el(
      'text',
      {
        x: -120,
        y: -60,
        'font-family': 'Montserrat, Arial, sans-serif',
        'font-weight': 800,
        'font-size': 20,
        fill: brand,
        'letter-spacing': 1,
      },
      label,
    ) +
    rect(-150, -14, 310, 6, '#3c3c42', { rx: 3 }) +
    circle(-94, -6, 22, '#2b2b30') +
    circle(-94, -6, 10, '#c9c9d0') +
    circle(104, -6, 22, '#2b2b30') +
    circle(104, -6, 10, '#c9c9d0') +
    rect(152, -40, 10, 8, '#ffd36b', { rx: 2 })
  );
}

export function ladder(h = 200, color = '#d9a441'): string {
  let s = rect(-26, -h, 8, h, color) + rect(18, -h, 8, h, color);
  for (let y = -h + 20; y < 0; y += 28) s += rect(-20, y, 40, 6, shade(color, -0.12));
  return s;
}

export function toolbox(color = '#d02030'): string {
  return (
    path('M-24 -50 h48 v10 h-8 v-4 h-32 v4 h-8Z', '#3d3d44') +
    rect(-50, -40, 100, 40, color, { rx: 5 }) +
    rect(-50, -28, 100, 6, shade(color, -0.25)) +
    rect(-8, -30, 16, 10, '#e9e9ee', { rx: 2 })
  );
}

export function paintCan(color = '#2f7fbf'): string {
  return (
    rect(-24, -52, 48, 52, '#c8ccd3', { rx: 4 }) +
    rect(-24, -40, 48, 26, color) +
    ellipse(0, -52, 24, 6, '#9aa0a8') +
    path('M-24 -46 Q0 -90 24 -46', 'none', { stroke: '#6d7279', 'stroke-width': 3 }) +
    path('M-14 -52 q4 14 10 0', color)
  );
}

export function lawn(w: number, y: number, h: number, id: string): string {
  return rect(0, y, w, h, `url(#${id})`);
}

export { g, at };
