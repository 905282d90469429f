// Friendly flat-style head-and-shoulders portraits, 400 x 400 units.
import { circle, doc, el, ellipse, linear, path, rect, shade } from './svg';

export const SKIN = ['#f6d3b8', '#eab98f', '#d49a6a', '#b97a4f', '#8d5a3b', '#6b4330'];
export type HairColor = 'black' | 'brown' | 'auburn' | 'blonde' | 'grey' | 'dark';
export type HairStyle = 'short' | 'side' | 'long' | 'bun' | 'curly' | 'buzz' | 'bald';

export const HAIR: Record<HairColor, string> = {
  black: '#231f20',
  brown: '#5a3a25',
  auburn: '#8c3f22',
  blonde: '#d8b26a',
  grey: '#a8a6a2',
  dark: '#3a2a20',
};
export const BACKDROPS = ['#dbe9f4', '#f3e1d3', '#e2efe0', '#efe3f1', '#f6ecd0', '#dde5e8'];

type Hair = (color: string) => string;

const hairBack: Partial<Record<HairStyle, Hair>> = {
  long: (c) => path('M112 190 Q104 90 200 84 Q296 90 288 190 L300 330 Q250 350 200 346 Q150 350 100 330Z', c),
  bun: (c) => circle(200, 86, 36, c),
  curly: (c) =>
    (
      [
        [130, 140, 42],
        [165, 104, 44],
        [200, 94, 46],
        [236, 104, 44],
        [270, 140, 42],
        [122, 186, 30],
        [278, 186, 30],
      ] as const
    )
      .map(([x, y, r]) => circle(x, y, r, c))
      .join(''),
};

const hairFront: Record<HairStyle, Hair> = {
  short: (c) => path('M120 186 Q112 96 200 92 Q290 96 280 186 Q272 140 246 130 Q210 146 160 132 Q128 144 120 186Z', c),
  side: (c) => path('M118 190 Q110 92 204 90 Q292 96 282 180 Q276 136 252 124 Q196 118 168 148 Q140 150 118 190Z', c),
  long: (c) => path('M118 200 Q112 96 200 92 Q290 96 282 200 Q272 140 232 122 Q200 150 150 136 Q124 150 118 200Z', c),
  bun: (c) => path('M120 184 Q116 100 200 96 Q284 100 280 184 Q270 134 200 126 Q130 134 120 184Z', c),
  curly: (c) =>
    (
      [
        [150, 130, 26],
        [186, 118, 26],
        [222, 120, 26],
        [254, 134, 24],
      ] as const
    )
      .map(([x, y, r]) => circle(x, y, r, c))
      .join(''),
  buzz: (c) => path('M122 176 Q120 100 200 98 Q280 100 278 176 Q266 128 200 124 Q134 128 122 176Z', c, { opacity: 0.85 }),
  bald: () => '',
};

/** How a person looks: skin (index into SKIN), hair colour and style, shirt, beard, glasses, cap (brand cap), logo (brand badge on the shirt). */
export interface Look {
  skin?: number;
  hair?: HairColor;
  style?: HairStyle;
  shirt?: string;
  beard?: 'full' | 'mustache' | '';
  glasses?: boolean;
  cap?: boolean;
  logo?: boolean;
}

export interface PortraitOptions extends Look {
  backdrop?: string;
  title?: string;
}

export function portrait(opts: PortraitOptions): string {
  const {
    skin = 0,
    hair = 'brown',
    style = 'short',
    shirt = '#d02030',
    beard = '',
    glasses = false,
    cap = false,
    backdrop = BACKDROPS[0]!,
    logo = true,
    title = 'Team member portrait',
  } = opts;
  const S = SKIN[skin]!;
  const Hc = HAIR[hair] ?? hair;
  const dark = shade(S, -0.12);
  let b = rect(0, 0, 400, 400, 'url(#bd)');
  b += circle(330, 70, 90, '#ffffff', { opacity: 0.25 }) + circle(60, 350, 110, '#ffffff', { opacity: 0.18 });
  if (hairBack[style]) b += hairBack[style](Hc);
  b += path('M40 400 Q46 312 150 290 L200 300 L250 290 Q354 312 360 400Z', shirt);
  b += path('M40 400 Q46 312 150 290 L160 294 Q90 320 84 400Z', '#fff', { opacity: 0.08 });
  b += rect(172, 236, 56, 66, dark, { rx: 22 });
  b += path('M150 290 L200 336 L250 290 L232 282 L200 312 L168 282Z', shade(shirt, 0.18));
  b += path('M172 286 Q200 306 228 286 L228 298 Q200 318 172 298Z', dark, { opacity: 0.5 });
  if (logo) b += rect(262, 330, 34, 26, '#ffffff', { rx: 4, opacity: 0.92 }) + path('M279 334 l12 10 h-4 v9 h-16 v-9 h-4Z', '#d02030');
  b += ellipse(122, 200, 14, 20, dark) + ellipse(278, 200, 14, 20, dark);
  b += ellipse(200, 188, 80, 94, S);
  b += ellipse(200, 188, 80, 94, 'url(#faceShade)');
  b += circle(160, 226, 14, '#e86a6a', { opacity: 0.13 }) + circle(240, 226, 14, '#e86a6a', { opacity: 0.13 });
  if (hairFront[style]) b += hairFront[style](Hc);
  if (cap) {
    b +=
      path('M118 170 Q116 96 200 92 Q284 96 282 170 Z', '#d02030') +
      path('M118 166 Q200 150 300 172 Q308 180 296 184 Q200 166 118 176Z', shade('#d02030', -0.25));
    b += rect(186, 112, 28, 22, '#ffffff', { rx: 3 }) + path('M200 115 l10 8 h-3 v8 h-14 v-8 h-3Z', '#d02030');
  }
  b += path('M154 168 Q170 158 186 166', 'none', { stroke: shade(Hc, -0.1), 'stroke-width': 6, 'stroke-linecap': 'round' });
  b += path('M214 166 Q230 158 246 168', 'none', { stroke: shade(Hc, -0.1), 'stroke-width': 6, 'stroke-linecap': 'round' });
  b += ellipse(170, 192, 8, 10, '#2b2422') + ellipse(230, 192, 8, 10, '#2b2422');
  b += circle(173, 188, 2.6, '#fff') + circle(233, 188, 2.6, '#fff');
  b += path('M200 200 Q194 222 198 226 Q204 228 208 224', 'none', {
    stroke: shade(S, -0.25),
    'stroke-width': 4,
    'stroke-linecap': 'round',
  });
  if (beard === 'full') b += path('M124 200 Q126 282 200 290 Q274 282 276 200 Q262 250 236 254 Q200 236 164 254 Q138 250 124 200Z', Hc);
  if (beard === 'full' || beard === 'mustache')
    b += path('M172 242 Q200 228 228 242 Q214 236 200 240 Q186 236 172 242Z', Hc, {
      stroke: Hc,
      'stroke-width': 6,
      'stroke-linejoin': 'round',
    });
  b += path('M176 248 Q200 270 224 248 Q200 256 176 248Z', '#8e3b3b');
  b += path('M182 250 Q200 256 218 250 L216 254 Q200 258 184 254Z', '#fff', { opacity: 0.9 });
  if (glasses) {
    const lens = { fill: '#ffffff', 'fill-opacity': 0.18, stroke: '#2b2422', 'stroke-width': 5 };
    b +=
      el('rect', { x: 146, y: 176, width: 46, height: 34, rx: 10, ...lens }) +
      el('rect', { x: 208, y: 176, width: 46, height: 34, rx: 10, ...lens });
    b += path('M192 190 Q200 184 208 190', 'none', { stroke: '#2b2422', 'stroke-width': 4 });
  }
  const defs =
    linear('bd', [
      [0, shade(backdrop, 0.3)],
      [1, backdrop],
    ]) +
    linear(
      'faceShade',
      [
        [0, '#000', 0],
        [0.7, '#000', 0],
        [1, '#000', 0.1],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
  return doc({ width: 400, height: 400, title, defs, body: b });
}
