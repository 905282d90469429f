// Outdoor and symbolic scenes: yards, streets, the crew and the page illustrations.
import { at, circle, el, ellipse, line, linear, path, poly, rect } from './svg';
import * as X from './exterior';
import * as I from './interior';
import { BASE_DEFS, REGIONS, cluster, skyAndGround, home, type Drawing, type Region, type SceneOptions } from './scenes-base';

function outdoorBase(W: number, H: number, o: SceneOptions, groundY: number): Drawing {
  const R = REGIONS[o.region ?? 'piedmont'];
  return skyAndGround(W, H, R, groundY, o.seed ?? 2);
}

export function deckScene(W: number, H: number, o: SceneOptions): Drawing {
  const before = o.state === 'before';
  const groundY = H * 0.86;
  const bg = outdoorBase(W, H, o, groundY);
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = bg.body + rect(0, groundY - 380 * s, W, 380 * s - 2, before ? '#b9b1a2' : '#d9cdb8');
  for (let y = groundY - 370 * s; y < groundY; y += 20 * s) b += line(0, y, W, y, '#000', 1, { opacity: 0.07 });
  b += at(cx - 520 * s, groundY - 380 * s, s, rect(60, 80, 120, 160, '#ffffff') + rect(70, 90, 100, 140, 'url(#glass)'));
  b += at(cx - 380 * s, groundY, s, X.deck(760, o.palette?.wood ?? '#b7773f', { weathered: before }));
  if (!before) {
    b += at(
      cx - 120 * s,
      groundY - 44 * s,
      s,
      rect(-40, -70, 80, 10, '#2f5d7c', { rx: 4 }) +
        rect(-40, -70, 10, 70, '#2f5d7c') +
        rect(30, -40, 10, 40, '#2f5d7c') +
        rect(-40, -40, 80, 10, '#2f5d7c'),
    );
    b += at(
      cx + 60 * s,
      groundY - 44 * s,
      s,
      rect(-50, -50, 100, 8, '#8a5a3b') + rect(-4, -44, 8, 44, '#8a5a3b') + at(0, -50, 0.4, I.plant(1, '#d02030')),
    );
    b += at(
      cx + 240 * s,
      groundY - 44 * s,
      s,
      rect(-40, -70, 80, 10, '#2f5d7c', { rx: 4 }) +
        rect(30, -70, 10, 70, '#2f5d7c') +
        rect(-40, -40, 10, 40, '#2f5d7c') +
        rect(-40, -40, 80, 10, '#2f5d7c'),
    );
  }
  b += at(cx + 460 * s, groundY + 6, s * 1.1, X.shrub(1.3));
  return { defs: bg.defs + BASE_DEFS, body: b };
}

export function fenceScene(W: number, H: number, o: SceneOptions): Drawing {
  const before = o.state === 'before';
  const groundY = H * 0.8;
  const bg = outdoorBase(W, H, o, groundY);
  const { s } = cluster(W, H, o.focus ?? 0.5);
  let b = bg.body;
  b += at(W * 0.78, groundY - 4, s * 0.8, X.tree(1.3));
  if (o.board) b += at(-10, groundY + 30 * s, s, X.boardFence(W / s + 20, '#a0704a', { faded: before }));
  else b += at(-10, groundY + 34 * s, s * 1.3, X.fence(W / (s * 1.3) + 20, before ? '#d6d0c4' : '#ffffff', { broken: before }));
  b += at(W * 0.2, H, s, X.shrub(1.2)) + at(W * 0.55, H, s, X.shrub(0.9));
  return { defs: bg.defs, body: b };
}

export function gutters(W: number, H: number, o: SceneOptions): Drawing {
  const before = o.state === 'before';
  const bg = outdoorBase(W, H, { ...o, region: o.region ?? 'southern' }, H * 1.2);
  let b = bg.body;
  const y = H * 0.38;
  b += poly(
    [
      [0, y - H * 0.36],
      [W, y - H * 0.52],
      [W, y],
      [0, y],
    ],
    '#4b5563',
  );
  for (let i = 1; i < 9; i++) b += line(0, y - i * H * 0.04, W, y - i * H * 0.04 - H * 0.02, '#3b4350', 2);
  b += rect(0, y, W, H - y, '#f1efe8');
  for (let yy = y + 30; yy < H; yy += 26) b += line(0, yy, W, yy, '#000', 1, { opacity: 0.06 });
  b += rect(0, y - 4, W, 30, before ? '#b7b2a6' : '#ffffff', { rx: 4 }) + rect(0, y + 20, W, 6, '#000', { opacity: 0.1 });
  if (before) for (let i = 0; i < 12; i++) b += ellipse(W * (i / 12) + 20, y - 4, 16, 6, ['#8c6b3f', '#a57b3c', '#6e7f3a'][i % 3]!);
  b +=
    rect(W * 0.8, y + 20, 26, H - y, before ? '#b7b2a6' : '#ffffff') +
    rect(W * 0.8 - 4, H - 40, 60, 26, before ? '#b7b2a6' : '#ffffff', { rx: 4 });
  b += at(W * 0.25, H, H / 600, rect(-120, -200, 240, 170, '#ffffff') + rect(-110, -190, 220, 150, 'url(#glass)'));
  b += at(W * 0.55, H * 1.02, H / 400, X.ladder(280));
  return { defs: bg.defs + BASE_DEFS, body: b };
}

export function workshop(W: number, H: number, o: SceneOptions): Drawing {
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = el(
    'pattern',
    { id: 'peg', width: 24 * s, height: 24 * s, patternUnits: 'userSpaceOnUse' },
    rect(0, 0, 24 * s, 24 * s, '#c99f6e') + circle(12 * s, 12 * s, 2.5 * s, '#8a6a44'),
  );
  let b = rect(0, 0, W, H, 'url(#peg)') + rect(0, 0, W, H, '#000', { opacity: 0.05 });
  const benchY = H * 0.78;
  b += rect(0, benchY, W, H - benchY, '#7a5638') + rect(0, benchY, W, 18 * s, '#9a7048');
  const tool = (x: number, y: number, body: string): string => at(cx + x * s, y * s, s, body);
  b += tool(-300, 120, rect(-6, 0, 12, 150, '#8a5a3b', { rx: 4 }) + rect(-40, -10, 80, 30, '#5f6670', { rx: 4 }));
  b += tool(-170, 110, rect(-10, 0, 20, 170, '#d02030', { rx: 6 }) + rect(-4, -40, 8, 44, '#aeb4bc'));
  b += tool(-40, 120, path('M0 0 a28 28 0 1 0 0.1 0Z', '#f2c94c') + circle(0, 28, 12, '#3b3b40') + rect(20, 20, 60, 12, '#f2c94c'));
  b += tool(
    120,
    100,
    path('M-10 0 h20 v110 q0 20 -10 20 q-10 0 -10 -20Z', '#5f6670') + circle(0, 0, 26, '#5f6670') + circle(0, 0, 12, '#c99f6e'),
  );
  b += tool(
    260,
    110,
    rect(-60, 0, 120, 70, '#2f7fbf', { rx: 10 }) + rect(-20, 70, 40, 90, '#2f7fbf', { rx: 8 }) + rect(60, 24, 50, 20, '#aeb4bc'),
  );
  b += at(cx - 150 * s, benchY + 6 * s, s, X.toolbox()) + at(cx + 160 * s, benchY + 6 * s, s, X.paintCan('#d02030'));
  b += at(cx + 10 * s, benchY + 2 * s, s, rect(-70, -16, 140, 16, '#e0b27a') + rect(-60, -30, 120, 14, '#d9a86a'));
  return { defs, body: b };
}

export function neighborhood(W: number, H: number, o: SceneOptions): Drawing {
  const R = REGIONS[o.region ?? 'southern'];
  const groundY = H * 0.78;
  const bg = skyAndGround(W, H, R, groundY, o.seed ?? 3);
  const s = H / 600;
  let b = bg.body;
  const colors: [string, string, string][] = [
    ['#e9dcc6', '#5b4a47', '#d02030'],
    ['#b5573f', '#3a3a40', '#1f3f5f'],
    ['#6f8fa6', '#3f4650', '#f2c94c'],
    ['#f1efe8', '#4b5563', '#2e6b4f'],
    ['#e6dac2', '#6f7c86', '#8a4b2f'],
  ];
  const count = Math.max(2, Math.round(W / (440 * s)));
  for (let i = 0; i < count; i++) {
    const [wall, roof, door] = colors[(i + (o.seed ?? 0)) % colors.length]!;
    b += at((W / count) * (i + 0.5), groundY, s * 0.72, X.house({ wall, roof, doorColor: door, chimney: i % 2 === 0 }));
    b += at((W / count) * (i + 1) - 10 * s, groundY + 4, s * 0.8, i % 2 ? X.tree(1) : X.shrub(1.2));
  }
  b += rect(0, groundY + 40 * s, W, 70 * s, '#6b6f76') + rect(0, groundY + 40 * s, W, 6 * s, '#d9d4cc');
  for (let x = 20; x < W; x += 90 * s) b += rect(x, groundY + 72 * s, 40 * s, 5 * s, '#f2c94c');
  if (o.van !== false) b += at(W * (o.focus ?? 0.7), groundY + 104 * s, s * 0.9, X.van());
  return { defs: bg.defs + BASE_DEFS, body: b };
}

export function checklist(W: number, H: number, o: SceneOptions): Drawing {
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = el(
    'pattern',
    { id: 'wood', width: W, height: 60 * s, patternUnits: 'userSpaceOnUse' },
    rect(0, 0, W, 60 * s, '#c99f6e') + rect(0, 56 * s, W, 4 * s, '#b48a5a'),
  );
  let b = rect(0, 0, W, H, 'url(#wood)');
  b += at(
    cx,
    H / 2,
    s,
    el(
      'g',
      { transform: 'rotate(-6)' },
      rect(-170, -240, 340, 470, '#8a5a3b', { rx: 16 }) +
        rect(-150, -215, 300, 430, '#ffffff', { rx: 4 }) +
        rect(-50, -256, 100, 40, '#aeb4bc', { rx: 8 }) +
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              rect(-120, -160 + i * 70, 34, 34, '#fff', { stroke: '#d02030', 'stroke-width': 4, rx: 4 }) +
              (i < (o.checks ?? 3)
                ? path(`M-114 ${-142 + i * 70} l10 12 l20 -26`, 'none', { stroke: '#d02030', 'stroke-width': 6, 'stroke-linecap': 'round' })
                : '') +
              rect(-70, -150 + i * 70, 170 - (i % 2) * 50, 12, '#c9ccd2', { rx: 6 }),
          )
          .join(''),
    ),
  );
  b += at(
    cx + 260 * s,
    H / 2 + 60 * s,
    s,
    el(
      'g',
      { transform: 'rotate(35)' },
      rect(-10, -140, 20, 240, '#f2c94c') +
        poly(
          [
            [-10, 100],
            [10, 100],
            [0, 130],
          ],
          '#e8c9a0',
        ) +
        rect(-10, -160, 20, 20, '#d98a9a'),
    ),
  );
  b += at(cx - 280 * s, H / 2 + 170 * s, s, rect(-60, -14, 120, 28, '#d02030', { rx: 6 }) + rect(-70, -8, 20, 16, '#aeb4bc'));
  return { defs, body: b };
}

export function shield(W: number, H: number, o: SceneOptions): Drawing {
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = linear('bgS', [
    [0, '#2d3e50'],
    [1, '#1c2733'],
  ]);
  let b = rect(0, 0, W, H, 'url(#bgS)');
  for (let i = 0; i < 18; i++)
    b += circle((((i * 211) % 997) / 997) * W, (((i * 131) % 89) / 89) * H, (2 + (i % 4)) * s, '#ffffff', { opacity: 0.12 });
  b += at(
    cx,
    H / 2,
    s,
    path('M0 -200 L150 -150 V-20 Q150 120 0 200 Q-150 120 -150 -20 V-150Z', '#d02030') +
      path('M0 -170 L124 -128 V-20 Q124 100 0 170Z', '#fff', { opacity: 0.12 }) +
      rect(-14, -110, 28, 140, '#ffffff', { rx: 12 }) +
      circle(0, 80, 18, '#ffffff'),
  );
  b += at(
    cx - 300 * s,
    H / 2 + 40 * s,
    s,
    rect(-60, -110, 120, 200, '#3b4a5c', { rx: 18 }) +
      rect(-50, -90, 100, 150, '#9cc3e0', { rx: 6 }) +
      rect(-40, -70, 70, 10, '#fff', { rx: 5, opacity: 0.8 }) +
      rect(-40, -50, 50, 10, '#fff', { rx: 5, opacity: 0.8 }),
  );
  b += at(
    cx + 300 * s,
    H / 2 + 20 * s,
    s,
    rect(-90, -60, 180, 120, '#f1efe8', { rx: 6 }) +
      path('M-90 -60 L0 10 L90 -60', 'none', { stroke: '#c9c2b4', 'stroke-width': 4 }) +
      circle(60, 40, 22, '#d02030') +
      rect(54, 24, 12, 22, '#fff', { rx: 3 }),
  );
  return { defs, body: b };
}

export function storm(W: number, H: number, o: SceneOptions): Drawing {
  const groundY = H * 0.8;
  const R: Region = { ...REGIONS.coastal, sky: ['#5c6f85', '#a9b8c6'], sun: '#dde4ea' };
  const bg = skyAndGround(W, H, R, groundY, 4);
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = bg.body;
  for (let i = 0; i < 40; i++)
    b += line(
      (((i * 97) % 1000) / 1000) * W,
      (((i * 53) % 90) / 100) * groundY,
      (((i * 97) % 1000) / 1000) * W - 10 * s,
      (((i * 53) % 90) / 100) * groundY + 30 * s,
      '#dbe6f0',
      2,
      { opacity: 0.6 },
    );
  b += at(cx, groundY, s, X.ranch({ wall: '#f4dcc7', roof: '#8c5a48', glass: '#c7b79a' }));
  b += at(cx - 330 * s, groundY, s, el('g', { transform: 'rotate(-8)' }, X.palm(1.1))) + at(cx + 340 * s, groundY, s * 1.1, X.shrub(1));
  b +=
    at(cx - 200 * s, groundY - 100 * s, s, rect(0, 0, 74, 60, '#c8a070') + line(0, 0, 74, 60, '#a07a4a', 3)) +
    at(cx - 40 * s, groundY - 100 * s, s, rect(0, 0, 54, 60, '#c8a070') + line(0, 0, 54, 60, '#a07a4a', 3));
  return { defs: bg.defs + BASE_DEFS, body: b };
}

export function notFound(W: number, H: number, o: SceneOptions): Drawing {
  const R = REGIONS.piedmont;
  const groundY = H * 0.82;
  const bg = skyAndGround(W, H, R, groundY, 5);
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = bg.body;
  b += at(cx + 120 * s, groundY, s * 1.1, X.ladder(360));
  b += at(
    cx + 250 * s,
    groundY - 250 * s,
    s,
    circle(0, -40, 70, '#ffffff', { opacity: 0.85 }) +
      el(
        'text',
        {
          x: 0,
          y: 0,
          'text-anchor': 'middle',
          'font-family': 'Montserrat, Arial, sans-serif',
          'font-weight': 900,
          'font-size': 110,
          fill: '#d02030',
        },
        '?',
      ),
  );
  b +=
    at(cx - 140 * s, groundY + 10 * s, s * 1.3, X.toolbox()) +
    at(cx + 330 * s, groundY, s, X.tree(1.2)) +
    at(cx - 360 * s, groundY, s, X.shrub(1.3));
  b += at(cx - 20 * s, groundY - 20 * s, s, rect(-30, -14, 70, 28, '#f2c94c', { rx: 6 }) + circle(0, 0, 8, '#3b3b40'));
  return { defs: bg.defs, body: b };
}

export function success(W: number, H: number, o: SceneOptions): Drawing {
  const r = home(W, H, { region: 'southern', focus: o.focus ?? 0.62, seed: 6 });
  const { s, cx } = cluster(W, H, o.focus ?? 0.62);
  return {
    defs: r.defs,
    body:
      r.body +
      at(
        cx + 250 * s,
        H * 0.28,
        s,
        circle(0, 0, 70, '#2e9d5b') +
          circle(0, 0, 70, 'none', { stroke: '#fff', 'stroke-width': 8 }) +
          path('M-32 2 l22 24 l44 -50', 'none', {
            stroke: '#fff',
            'stroke-width': 14,
            'stroke-linecap': 'round',
            'stroke-linejoin': 'round',
          }),
      ),
  };
}

export function team(W: number, H: number, o: SceneOptions): Drawing {
  const r = neighborhood(W, H, { ...o, van: false });
  const s = H / 600;
  const cx = W * (o.focus ?? 0.66);
  const b = r.body + at(cx, H * 0.99, s * 1.1, X.van());
  return { defs: r.defs, body: b };
}
