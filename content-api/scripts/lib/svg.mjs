// Small helpers for writing compact, deterministic SVG by hand.

/** Rounds to one decimal so files stay small and diffs stay stable. */
export const n = (v) => Math.round(v * 10) / 10;

/** Serialises an element; attributes with undefined/null/false values are dropped. */
export function el(tag, attrs = {}, children = '') {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : escapeAttr(String(v))}"`)
    .join('');
  return children === '' ? `<${tag}${a}/>` : `<${tag}${a}>${children}</${tag}>`;
}

export function escapeAttr(s) {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function escapeText(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A complete SVG document with explicit width, height and viewBox. */
export function doc({ width, height, viewBox = `0 0 ${width} ${height}`, title, defs = '', body }) {
  const t = title ? `<title>${escapeText(title)}</title>` : '';
  const d = defs ? `<defs>${defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img">${t}${d}${body}</svg>\n`;
}

export const rect = (x, y, width, height, fill, extra = {}) => el('rect', { x, y, width, height, fill, ...extra });
export const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
export const poly = (points, fill, extra = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra });
export const line = (x1, y1, x2, y2, stroke, width = 2, extra = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });
export const g = (children, attrs = {}) => el('g', attrs, children);
export const at = (x, y, s, children) => g(children, { transform: `translate(${n(x)} ${n(y)})${s === 1 ? '' : ` scale(${n(s * 100) / 100})`}` });

/** A vertical (default) or custom linear gradient definition. */
export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops
    .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))
    .join('');
  return el('linearGradient', { id, x1, y1, x2, y2 }, s);
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const s = stops
    .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))
    .join('');
  return el('radialGradient', { id, cx, cy, r }, s);
}

/** Deterministic pseudo-random numbers (mulberry32) so regenerating gives identical files. */
export function rng(seed) {
  let a = typeof seed === 'number' ? seed : hash(seed);
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) h = Math.imul(h ^ str.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const pick = (rand, list) => list[Math.floor(rand() * list.length)];

/** Mixes a hex colour toward white (amt > 0) or black (amt < 0). */
export function shade(hex, amt) {
  const c = hex.replace('#', '');
  const v = [0, 2, 4].map((i) => parseInt(c.slice(i, i + 2), 16));
  const t = amt < 0 ? 0 : 255;
  const p = Math.abs(amt);
  return `#${v.map((x) => Math.round((t - x) * p + x).toString(16).padStart(2, '0')).join('')}`;
}

/** Desaturates a colour toward grey (used for "before" photos). */
export function dull(hex, amt = 0.55) {
  const c = hex.replace('#', '');
  const v = [0, 2, 4].map((i) => parseInt(c.slice(i, i + 2), 16));
  const grey = v[0] * 0.3 + v[1] * 0.59 + v[2] * 0.11;
  return `#${v.map((x) => Math.round(x + (grey - x) * amt).toString(16).padStart(2, '0')).join('')}`;
}
