// Small helpers for writing compact, deterministic SVG by hand.

/** Rounds to one decimal so files stay small and diffs stay stable. */
export const n = (v: number): number => Math.round(v * 10) / 10;

/** An attribute value; undefined, null and false drop the attribute. */
export type AttrValue = string | number | boolean | null | undefined;
export type Attrs = Record<string, AttrValue>;

/** Serialises an element; attributes with undefined/null/false values are dropped. */
export function el(tag: string, attrs: Attrs = {}, children = ''): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : escapeAttr(String(v))}"`)
    .join('');
  return children === '' ? `<${tag}${a}/>` : `<${tag}${a}>${children}</${tag}>`;
}

export function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface DocOptions {
  width: number;
  height: number;
  viewBox?: string | undefined;
  title?: string | undefined;
  defs?: string;
  body: string;
}

/** A complete SVG document with explicit width, height and viewBox. */
export function doc({ width, height, viewBox = `0 0 ${width} ${height}`, title, defs = '', body }: DocOptions): string {
  const t = title ? `<title>${escapeText(title)}</title>` : '';
  const d = defs ? `<defs>${defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img">${t}${d}${body}</svg>\n`;
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width, height, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra });
export type Point = readonly [number, number];
export const poly = (points: readonly Point[], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });
export const g = (children: string, attrs: Attrs = {}): string => el('g', attrs, children);
export const at = (x: number, y: number, s: number, children: string): string =>
  g(children, { transform: `translate(${n(x)} ${n(y)})${s === 1 ? '' : ` scale(${n(s * 100) / 100})`}` });

/** A gradient stop: offset, colour and optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** A vertical (default) or custom linear gradient definition. */
export function linear(id: string, stops: readonly Stop[], { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}): string {
  const s = stops.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity })).join('');
  return el('linearGradient', { id, x1, y1, x2, y2 }, s);
}

export function radial(id: string, stops: readonly Stop[], { cx = 0.5, cy = 0.5, r = 0.5 } = {}): string {
  const s = stops.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity })).join('');
  return el('radialGradient', { id, cx, cy, r }, s);
}

/** Deterministic pseudo-random numbers (mulberry32) so regenerating gives identical files. */
export function rng(seed: number | string): () => number {
  let a = typeof seed === 'number' ? seed : hash(seed);
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash(str: string): number {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) h = Math.imul(h ^ str.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const pick = <T>(rand: () => number, list: readonly T[]): T | undefined => list[Math.floor(rand() * list.length)];

/** Mixes a hex colour toward white (amt > 0) or black (amt < 0). */
/** The red, green and blue channels of a #rrggbb colour. */
function channels(hex: string): [number, number, number] {
  const c = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
}

export function shade(hex: string, amt: number): string {
  const v = channels(hex);
  const t = amt < 0 ? 0 : 255;
  const p = Math.abs(amt);
  return `#${v
    .map((x) =>
      Math.round((t - x) * p + x)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Desaturates a colour toward grey (used for "before" photos). */
export function dull(hex: string, amt = 0.55): string {
  const v = channels(hex);
  const grey = v[0] * 0.3 + v[1] * 0.59 + v[2] * 0.11;
  return `#${v
    .map((x) =>
      Math.round(x + (grey - x) * amt)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
