// Indoor building blocks. Furniture draws at a local origin on the floor line (y = 0, up is
// negative); rooms fill a whole canvas.
import { at, circle, el, ellipse, g, line, n, path, poly, rect, shade } from './svg';

export interface RoomStyle {
  wall?: string;
  floor?: string;
  trim?: string;
  planks?: boolean;
  floorFill?: string;
}

/** Back wall, floor with perspective planks and baseboard; floorY is the wall/floor line. */
export function room(
  W: number,
  H: number,
  floorY: number,
  { wall = '#efe6d8', floor = '#c8955f', trim = '#ffffff', planks = true, floorFill }: RoomStyle = {},
): string {
  let s = rect(0, 0, W, floorY, wall) + rect(0, 0, W, floorY, 'url(#wallLight)');
  s += rect(0, floorY, W, H - floorY, floorFill ?? floor);
  if (planks) {
    const vx = W / 2;
    for (let i = -12; i <= 12; i++) {
      const x0 = vx + i * (W / 16);
      const x1 = vx + i * (W / 5.5);
      s += line(x0, floorY, x1, H, shade(floor, -0.14), 1.5);
    }
    for (let k = 1; k < 4; k++) {
      const y = floorY + ((H - floorY) * (k * k)) / 12;
      s += line(0, y, W, y, shade(floor, -0.08), 1);
    }
  }
  s += rect(0, floorY, W, H - floorY, 'url(#floorShade)');
  s += rect(0, floorY - 16, W, 16, trim) + rect(0, floorY - 2, W, 3, shade(trim, -0.15));
  return s;
}

/** The gradients room() expects; add to the document defs. */
export const roomDefs =
  '<linearGradient id="wallLight" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.06"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>' +
  '<linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>';

/** curtains: a colour, or null for a bare window. */
export interface WindowStyle {
  trim?: string;
  curtains?: string | null;
  view?: string;
}

/** A wall window at (x, y) with sky view, muntins and optional curtains. */
export function wallWindow(
  x: number,
  y: number,
  w: number,
  h: number,
  { trim = '#ffffff', curtains = '#d9b8a0', view = 'url(#glass)' }: WindowStyle = {},
): string {
  let s = rect(x - 10, y - 10, w + 20, h + 20, trim, { rx: 3 }) + rect(x, y, w, h, view);
  s += ellipse(x + w * 0.3, y + h * 0.72, w * 0.4, h * 0.16, '#9fd08a', { opacity: 0.7 });
  s += poly(
    [
      [x, y + h],
      [x + w * 0.5, y],
      [x + w * 0.68, y],
      [x + w * 0.18, y + h],
    ],
    '#fff',
    { opacity: 0.22 },
  );
  s += line(x + w / 2, y, x + w / 2, y + h, trim, 6) + line(x, y + h / 2, x + w, y + h / 2, trim, 6);
  s += rect(x - 16, y + h + 8, w + 32, 10, shade(trim, -0.06));
  if (curtains) {
    s += rect(x - 40, y - 26, w + 80, 6, '#7b6a5c', { rx: 3 });
    s += path(`M${n(x - 36)} ${n(y - 20)} h44 q-10 ${n(h * 0.6)} 4 ${n(h + 40)} h-52 q10 ${n(-h * 0.5)} 4 ${n(-h - 40)}Z`, curtains);
    s += path(`M${n(x + w + 36)} ${n(y - 20)} h-44 q10 ${n(h * 0.6)} -4 ${n(h + 40)} h52 q-10 ${n(-h * 0.5)} -4 ${n(-h - 40)}Z`, curtains);
  }
  return s;
}

export function sofa(color = '#5d7f9c'): string {
  const d = shade(color, -0.18);
  return (
    ellipse(0, 4, 190, 10, '#000', { opacity: 0.12 }) +
    rect(-160, -150, 320, 90, d, { rx: 22 }) +
    rect(-150, -96, 300, 56, color, { rx: 12 }) +
    rect(-190, -112, 48, 96, color, { rx: 18 }) +
    rect(142, -112, 48, 96, color, { rx: 18 }) +
    rect(-146, -138, 90, 50, shade(color, 0.12), { rx: 14 }) +
    rect(56, -138, 90, 50, shade(color, 0.12), { rx: 14 }) +
    rect(-40, -132, 80, 44, '#e8c36a', { rx: 12 }) +
    rect(-176, -16, 12, 16, '#5a4030') +
    rect(164, -16, 12, 16, '#5a4030')
  );
}

export function armchair(color = '#c9774a'): string {
  return (
    ellipse(0, 4, 80, 8, '#000', { opacity: 0.12 }) +
    rect(-60, -130, 120, 80, shade(color, -0.15), { rx: 18 }) +
    rect(-70, -86, 140, 60, color, { rx: 14 }) +
    rect(-62, -22, 8, 22, '#5a4030') +
    rect(54, -22, 8, 22, '#5a4030')
  );
}

export function floorLamp(shadeColor = '#f6e3b4'): string {
  return (
    ellipse(0, 2, 26, 6, '#000', { opacity: 0.15 }) +
    rect(-3, -200, 6, 200, '#3b3b40') +
    rect(-22, -6, 44, 6, '#3b3b40', { rx: 3 }) +
    poly(
      [
        [-34, -200],
        [34, -200],
        [22, -250],
        [-22, -250],
      ],
      shadeColor,
    ) +
    ellipse(0, -200, 34, 6, '#fff4cf', { opacity: 0.9 }) +
    poly(
      [
        [-34, -200],
        [34, -200],
        [80, -40],
        [-80, -40],
      ],
      '#fff3c4',
      { opacity: 0.12 },
    )
  );
}

export function plant(s = 1, pot = '#c96f4a', leaf = '#4c9a5a'): string {
  const lf = (rot: number, len: number): string =>
    el('path', { d: `M0 0 Q-14 ${-len / 2} 0 ${-len} Q14 ${-len / 2} 0 0Z`, fill: leaf, transform: `rotate(${rot})` });
  return at(
    0,
    0,
    s,
    ellipse(0, 2, 30, 5, '#000', { opacity: 0.14 }) +
      at(
        0,
        -44,
        1,
        (
          [
            [-50, 70],
            [-25, 90],
            [0, 100],
            [25, 88],
            [52, 72],
            [-70, 55],
            [72, 55],
          ] as const
        )
          .map(([r, l]) => lf(r, l))
          .join(''),
      ) +
      poly(
        [
          [-28, -48],
          [28, -48],
          [22, 0],
          [-22, 0],
        ],
        pot,
      ) +
      rect(-31, -54, 62, 10, shade(pot, -0.1), { rx: 3 }),
  );
}

export function frame(x: number, y: number, w: number, h: number, art = '#e5a35a', border = '#3f3a36'): string {
  return (
    rect(x, y, w, h, border, { rx: 2 }) +
    rect(x + 8, y + 8, w - 16, h - 16, '#f7f2ea') +
    path(
      `M${n(x + 14)} ${n(y + h - 16)} L${n(x + w * 0.4)} ${n(y + h * 0.45)} L${n(x + w * 0.6)} ${n(y + h * 0.65)} L${n(x + w * 0.72)} ${n(y + h * 0.52)} L${n(x + w - 14)} ${n(y + h - 16)}Z`,
      art,
    ) +
    circle(x + w * 0.72, y + h * 0.32, Math.min(w, h) * 0.09, '#f2c94c')
  );
}

export function rug(w: number, h: number, color = '#b24a3b'): string {
  return (
    ellipse(0, 0, w / 2, h / 2, color) +
    ellipse(0, 0, w / 2 - 14, h / 2 - 6, 'none', { stroke: '#f3e3cf', 'stroke-width': 3, opacity: 0.8 })
  );
}

export function coffeeTable(color = '#8a5a3b'): string {
  return (
    ellipse(0, 2, 90, 7, '#000', { opacity: 0.14 }) +
    rect(-90, -52, 180, 12, color, { rx: 4 }) +
    rect(-80, -40, 8, 40, shade(color, -0.2)) +
    rect(72, -40, 8, 40, shade(color, -0.2)) +
    rect(-20, -70, 40, 18, '#f2efe8', { rx: 3 }) +
    rect(-26, -60, 22, 8, '#d02030', { rx: 2 })
  );
}

/** Base cabinets + counter, w wide, drawn from x = 0. */
export function baseCabinets(
  w: number,
  { color = '#f2f2ee', counter = '#d9d4cc', handle = '#9a9aa0', doors = 4, worn = false } = {},
): string {
  let s = rect(0, -118, w, 118, color) + rect(0, -10, w, 10, shade(color, -0.35));
  const dw = w / doors;
  for (let i = 0; i < doors; i++) {
    const x = i * dw;
    s += rect(x + 6, -100, dw - 12, 86, shade(color, -0.05), { rx: 3 }) + rect(x + 14, -92, dw - 28, 70, shade(color, 0.04), { rx: 2 });
    s += rect(x + (i % 2 ? 12 : dw - 18), -70, 5, 22, handle, { rx: 2 });
    if (worn && i % 2 === 1) s += path(`M${n(x + 14)} -40 l10 6 l-4 8`, 'none', { stroke: shade(color, -0.3), 'stroke-width': 2 });
  }
  s += rect(-8, -132, w + 16, 16, counter, { rx: 3 }) + rect(-8, -120, w + 16, 4, shade(counter, -0.15));
  return s;
}

export function upperCabinets(w: number, { color = '#f2f2ee', handle = '#9a9aa0', doors = 4 } = {}): string {
  let s = rect(0, 0, w, 120, color) + rect(0, 112, w, 8, shade(color, -0.2));
  const dw = w / doors;
  for (let i = 0; i < doors; i++) {
    const x = i * dw;
    s += rect(x + 6, 8, dw - 12, 100, shade(color, -0.05), { rx: 3 }) + rect(x + 14, 16, dw - 28, 84, shade(color, 0.04), { rx: 2 });
    s += rect(x + (i % 2 ? 12 : dw - 18), 76, 5, 22, handle, { rx: 2 });
  }
  return s;
}

export function range(): string {
  return (
    rect(0, -124, 110, 124, '#c7cbd1') +
    rect(8, -92, 94, 70, '#2f3136', { rx: 4 }) +
    rect(12, -88, 86, 18, '#4a4d54', { rx: 3 }) +
    rect(0, -136, 110, 14, '#2d2f34') +
    [18, 42, 68, 92].map((x) => circle(x, -110, 4, '#2d2f34')).join('')
  );
}

export function hood(color = '#c7cbd1'): string {
  return (
    poly(
      [
        [30, 0],
        [80, 0],
        [80, 60],
        [125, 110],
        [-15, 110],
        [30, 60],
      ],
      color,
    ) + rect(-15, 104, 140, 8, shade(color, -0.2))
  );
}

export function sinkFaucet(): string {
  return (
    path('M-6 0 v-36 q0 -10 10 -10 h18 q10 0 10 10 v8', 'none', { stroke: '#a9adb4', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    rect(-40, -4, 90, 6, '#b9bdc4', { rx: 3 })
  );
}

export function pendant(x: number, y: number, len: number, color = '#2f3136'): string {
  return (
    line(x, 0, x, y + len, '#2f3136', 2) +
    path(`M${n(x - 26)} ${n(y + len + 26)} Q${n(x)} ${n(y + len - 14)} ${n(x + 26)} ${n(y + len + 26)}Z`, color) +
    ellipse(x, y + len + 26, 26, 5, '#fff3c4') +
    poly(
      [
        [x - 24, y + len + 28],
        [x + 24, y + len + 28],
        [x + 70, y + len + 200],
        [x - 70, y + len + 200],
      ],
      '#fff3c4',
      { opacity: 0.1 },
    )
  );
}

export function stool(color = '#8a5a3b'): string {
  return (
    rect(-26, -96, 52, 12, color, { rx: 5 }) +
    line(-18, -84, -24, 0, '#2f3136', 4) +
    line(18, -84, 24, 0, '#2f3136', 4) +
    line(-20, -40, 20, -40, '#2f3136', 3)
  );
}

/** A bathtub with shower glass, drawn from x = 0, width 300. */
export function bathtub(color = '#ffffff'): string {
  return (
    ellipse(150, 4, 160, 8, '#000', { opacity: 0.1 }) +
    rect(0, -80, 300, 80, color, { rx: 10 }) +
    rect(0, -86, 300, 14, shade(color, -0.06), { rx: 6 }) +
    rect(10, -66, 280, 4, '#000', { opacity: 0.05 }) +
    rect(250, -300, 5, 214, '#c9d2da') +
    rect(150, -300, 104, 214, '#cfe6f2', { opacity: 0.35 }) +
    path('M262 -300 v-18 q0 -12 -14 -12 h-40', 'none', { stroke: '#a9adb4', 'stroke-width': 5 }) +
    ellipse(204, -330, 18, 6, '#a9adb4')
  );
}

export function vanity(color = '#6b8fa3', top = '#f2f0ec'): string {
  return (
    ellipse(90, 4, 110, 8, '#000', { opacity: 0.1 }) +
    rect(0, -110, 180, 100, color, { rx: 3 }) +
    rect(10, -98, 75, 80, shade(color, 0.08), { rx: 3 }) +
    rect(95, -98, 75, 80, shade(color, 0.08), { rx: 3 }) +
    rect(76, -64, 4, 18, '#d7c08a') +
    rect(100, -64, 4, 18, '#d7c08a') +
    rect(-6, -124, 192, 16, top, { rx: 3 }) +
    ellipse(90, -124, 44, 6, '#dfe4ea') +
    at(86, -126, 0.7, sinkFaucet()) +
    rect(4, -10, 8, 10, shade(color, -0.3)) +
    rect(168, -10, 8, 10, shade(color, -0.3))
  );
}

export function mirror(x: number, y: number, w: number, h: number, frameColor = '#c9a86a'): string {
  return (
    rect(x, y, w, h, frameColor, { rx: w / 2 }) +
    rect(x + 7, y + 7, w - 14, h - 14, '#dcecf4', { rx: (w - 14) / 2 }) +
    poly(
      [
        [x + w * 0.25, y + h * 0.7],
        [x + w * 0.6, y + h * 0.2],
        [x + w * 0.72, y + h * 0.25],
        [x + w * 0.35, y + h * 0.78],
      ],
      '#fff',
      { opacity: 0.4 },
    )
  );
}

export function tilePattern(id: string, size: number, color: string, grout = '#ffffff'): string {
  return el(
    'pattern',
    { id, width: size, height: size, patternUnits: 'userSpaceOnUse' },
    rect(0, 0, size, size, grout) + rect(1.5, 1.5, size - 3, size - 3, color, { rx: 1 }),
  );
}

export function subwayPattern(id: string, color: string, grout = '#e9e4dc'): string {
  return el(
    'pattern',
    { id, width: 60, height: 30, patternUnits: 'userSpaceOnUse' },
    rect(0, 0, 60, 30, grout) +
      rect(1, 1, 58, 13, color, { rx: 2 }) +
      rect(-29, 16, 58, 13, color, { rx: 2 }) +
      rect(31, 16, 58, 13, color, { rx: 2 }),
  );
}

export function towel(color = '#e0736a'): string {
  return (
    rect(-40, 0, 80, 6, '#a9adb4', { rx: 3 }) + rect(-30, 3, 60, 70, color, { rx: 4 }) + rect(-30, 56, 60, 6, '#fff', { opacity: 0.6 })
  );
}

export function interiorDoor(color = '#ffffff', trim = '#f4f1ea'): string {
  return (
    rect(-70, -270, 140, 270, trim) +
    rect(-58, -258, 116, 258, color) +
    rect(-46, -244, 40, 104, shade(color, -0.06), { rx: 2 }) +
    rect(6, -244, 40, 104, shade(color, -0.06), { rx: 2 }) +
    rect(-46, -124, 40, 104, shade(color, -0.06), { rx: 2 }) +
    rect(6, -124, 40, 104, shade(color, -0.06), { rx: 2 }) +
    circle(44, -132, 6, '#c9a86a')
  );
}

export function shelf(w: number, color = '#8a5a3b', books = ['#d02030', '#2f7fbf', '#e5a35a', '#4c9a5a', '#6b5b95']): string {
  let s = rect(0, 0, w, 10, color);
  let x = 10;
  books.forEach((b, i) => {
    const bw = 14 + (i % 3) * 4;
    const bh = 50 + (i % 2) * 14;
    s += rect(x, -bh, bw, bh, b, { rx: 2 });
    x += bw + 3;
  });
  return s + at(w - 30, 0, 1, plant(0.45));
}

export function ceilingFan(x: number, y: number): string {
  return (
    line(x, 0, x, y, '#3b3b40', 4) +
    ellipse(x, y + 6, 24, 10, '#3b3b40') +
    rect(x - 150, y, 126, 10, '#8a5a3b', { rx: 5 }) +
    rect(x + 24, y, 126, 10, '#8a5a3b', { rx: 5 }) +
    ellipse(x, y + 22, 18, 12, '#fff3c4')
  );
}

export { g };
