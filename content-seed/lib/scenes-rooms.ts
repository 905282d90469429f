// Indoor scenes: rooms and the trades that work in them.
import { at, circle, dull, el, ellipse, line, n, path, poly, rect, shade } from './svg';
import * as X from './exterior';
import * as I from './interior';
import { BASE_DEFS, cluster, type Drawing, type SceneOptions } from './scenes-base';

export function living(W: number, H: number, o: SceneOptions): Drawing {
  const before = o.state === 'before';
  const P = { wall: '#e9e1d3', floor: '#c48d57', sofa: '#4f7a96', rug: '#b24a3b', ...o.palette };
  const c = (x: string): string => (before ? dull(x) : x);
  const floorY = H * 0.74;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: c(before ? '#d6cdb5' : P.wall), floor: c(P.floor) });
  b += I.wallWindow(cx + 150 * s, floorY - 380 * s, 170 * s, 200 * s, { curtains: c('#dbbfa6') });
  b += I.frame(cx - 250 * s, floorY - 360 * s, 150 * s, 110 * s, c('#e5a35a'));
  b += at(cx, floorY + 70 * s, s, I.rug(560, 70, c(P.rug)));
  b += at(cx - 120 * s, floorY + 30 * s, s, I.sofa(c(P.sofa)));
  b += at(cx + 130 * s, floorY + 74 * s, s, I.coffeeTable(c('#8a5a3b')));
  b +=
    at(cx + 330 * s, floorY + 20 * s, s, I.floorLamp()) +
    at(cx - 360 * s, floorY + 40 * s, s * 1.2, I.plant(1, c('#c96f4a'), c('#4c9a5a')));
  if (before) b += scuffs(cx, floorY, s);
  return { defs: BASE_DEFS, body: b };
}

function scuffs(cx: number, floorY: number, s: number): string {
  return (
    (
      [
        [-300, -240],
        [-40, -300],
        [220, -130],
        [40, -200],
      ] as const
    )
      .map(([x, y]) =>
        path(
          `M${n(cx + x * s)} ${n(floorY + y * s)} l${n(22 * s)} ${n(6 * s)} l${n(-8 * s)} ${n(12 * s)} l${n(20 * s)} ${n(4 * s)}`,
          'none',
          { stroke: '#8d8270', 'stroke-width': 2 * s, opacity: 0.7 },
        ),
      )
      .join('') + ellipse(cx - 180 * s, floorY - 270 * s, 40 * s, 22 * s, '#b8a98c', { opacity: 0.35 })
  );
}

export function kitchen(W: number, H: number, o: SceneOptions): Drawing {
  const before = o.state === 'before';
  const P = { cab: '#f3f3ef', counter: '#3f4349', wall: '#eef0ee', floor: '#b88857', island: '#2f5d7c', ...o.palette };
  const c = (x: string): string => (before ? dull(x, 0.7) : x);
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = BASE_DEFS + I.subwayPattern('tiles', before ? '#d9cfa8' : '#ffffff', before ? '#b9ad8a' : '#dfe3e6');
  let b = I.room(W, H, floorY, { wall: c(P.wall), floor: c(P.floor) });
  const left = cx - 380 * s;
  b += rect(0, floorY - 270 * s, W, 140 * s, 'url(#tiles)');
  b += at(left, floorY - 430 * s, s, I.upperCabinets(260, { color: c(before ? '#b98a5a' : P.cab) }));
  b += at(left + 420 * s, floorY - 430 * s, s, I.upperCabinets(340, { color: c(before ? '#b98a5a' : P.cab) }));
  b += at(left + 290 * s, floorY - 430 * s, s, I.hood(before ? '#d8d8d2' : '#c7cbd1'));
  b += at(
    left,
    floorY,
    s,
    I.baseCabinets(270, { color: c(before ? '#b98a5a' : P.cab), counter: c(before ? '#e8dcc0' : P.counter), worn: before, doors: 3 }),
  );
  b += at(left + 290 * s, floorY, s, I.range());
  b += at(
    left + 420 * s,
    floorY,
    s,
    I.baseCabinets(340, { color: c(before ? '#b98a5a' : P.cab), counter: c(before ? '#e8dcc0' : P.counter), worn: before }),
  );
  b += at(left + 560 * s, floorY - 132 * s, s, I.sinkFaucet());
  b += at(left + 110 * s, floorY - 132 * s, s * 0.5, I.plant(1, '#e8e4dc'));
  if (!before) {
    b += at(
      cx + 170 * s,
      floorY + 90 * s,
      s,
      rect(-200, -120, 400, 120, c(P.island), { rx: 4 }) +
        rect(-214, -134, 428, 18, '#f2f0ec', { rx: 4 }) +
        rect(-200, -10, 400, 10, shade(P.island, -0.3)),
    );
    b += I.pendant(cx + 60 * s, 0, floorY - 470 * s, '#2f3136') + I.pendant(cx + 280 * s, 0, floorY - 470 * s, '#2f3136');
    b += at(cx + 60 * s, floorY + 110 * s, s, I.stool()) + at(cx + 280 * s, floorY + 110 * s, s, I.stool());
  }
  return { defs, body: b };
}

export function bathroom(W: number, H: number, o: SceneOptions): Drawing {
  const before = o.state === 'before';
  const P = { tile: '#cfe3e8', vanity: '#3f6f86', wall: '#f3efe9', floor: '#d8d2c8', ...o.palette };
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs =
    BASE_DEFS +
    (before ? I.tilePattern('tiles', 40 * s, '#d9c98f', '#c8bc92') : I.subwayPattern('tiles', P.tile, '#f7f7f7')) +
    I.tilePattern('floorTiles', 60 * s, before ? '#b9a98a' : '#e3ddd3', before ? '#8d8270' : '#cfc7bb');
  let b = I.room(W, H, floorY, { wall: before ? '#d8d0b6' : P.wall, floor: P.floor, planks: false, floorFill: 'url(#floorTiles)' });
  b += rect(0, floorY - 290 * s, W, 274 * s, 'url(#tiles)');
  b += at(cx - 380 * s, floorY, s, I.bathtub(before ? '#efe6cf' : '#ffffff'));
  b += at(cx + 70 * s, floorY, s, I.vanity(before ? '#9a7b55' : P.vanity));
  b += I.mirror(cx + 105 * s, floorY - 420 * s, 110 * s, 150 * s, before ? '#b7a77f' : '#c9a86a');
  b += at(cx + 330 * s, floorY - 250 * s, s, I.towel(before ? '#b9b2a2' : '#e0736a'));
  if (!before) b += at(cx + 330 * s, floorY + 20 * s, s * 0.9, I.plant(1, '#e8e4dc'));
  else
    b += path(
      `M${n(cx - 300 * s)} ${n(floorY - 200 * s)} l${n(30 * s)} ${n(20 * s)} l${n(-10 * s)} ${n(30 * s)} l${n(24 * s)} ${n(26 * s)}`,
      'none',
      { stroke: '#7d725d', 'stroke-width': 2.5 * s },
    );
  return { defs, body: b };
}

/** A wall half painted with a roller, tape line and tray. */
export function painting(W: number, H: number, o: SceneOptions): Drawing {
  const before = o.state === 'before';
  const P = { old: '#ddd5c3', fresh: '#6f9fb3', ...o.palette };
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const edge = before ? 0 : cx + 60 * s;
  let b = I.room(W, H, floorY, { wall: P.old, floor: '#c9c2b4', planks: false });
  b += rect(0, 0, Math.max(0, edge), floorY - 16, P.fresh) + rect(0, 0, Math.max(0, edge), floorY - 16, 'url(#wallLight)');
  if (before) b += scuffs(cx, floorY, s);
  else
    b += path(
      `M${n(edge)} 0 v${n(floorY - 16)} h${n(-8 * s)} q${n(12 * s)} ${n(-floorY / 3)} 0 ${n(-floorY + 16)}Z`,
      shade(P.fresh, -0.06),
    );
  b += rect(0, floorY - 22 * s, W, 8 * s, '#4aa3df', { opacity: 0.9 });
  b +=
    rect(0, floorY, W, H - floorY, '#e8e4dc') +
    path(`M0 ${n(floorY + 10 * s)} Q${n(W / 3)} ${n(floorY + 40 * s)} ${n(W)} ${n(floorY + 6 * s)} V${n(H)} H0Z`, '#f3f0ea');
  if (!before) {
    const x0 = edge - 40 * s;
    const y0 = floorY - 300 * s;
    b +=
      rect(x0 - 48 * s, y0 - 16 * s, 96 * s, 32 * s, P.fresh, { rx: 14 * s }) +
      rect(x0 - 48 * s, y0 - 16 * s, 96 * s, 32 * s, '#fff', { rx: 14 * s, opacity: 0.15 });
    b += path(`M${n(x0 + 48 * s)} ${n(y0)} h${n(18 * s)} v${n(50 * s)} l${n(-30 * s)} ${n(40 * s)}`, 'none', {
      stroke: '#8a8f96',
      'stroke-width': 6 * s,
      'stroke-linejoin': 'round',
    });
    b += line(x0 + 36 * s, y0 + 90 * s, x0 + 230 * s, floorY + 60 * s, '#c9a86a', 10 * s, { 'stroke-linecap': 'round' });
    b += at(
      cx + 190 * s,
      floorY + 70 * s,
      s,
      poly(
        [
          [-80, 0],
          [80, 0],
          [60, -30],
          [-70, -30],
        ],
        '#a9adb4',
      ) +
        poly(
          [
            [-50, -8],
            [50, -8],
            [40, -26],
            [-44, -26],
          ],
          P.fresh,
        ),
    );
    b += at(cx - 200 * s, floorY + 80 * s, s * 1.3, X.paintCan(P.fresh));
  }
  b += at(cx + 360 * s, floorY + 30 * s, s, X.ladder(260));
  return { defs: BASE_DEFS, body: b };
}

export function drywall(W: number, H: number, o: SceneOptions): Drawing {
  const before = o.state === 'before';
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: '#ece6da', floor: '#b88857' });
  const px = cx - 60 * s;
  const py = floorY - 300 * s;
  if (before) {
    b +=
      path(
        `M${n(px)} ${n(py)} l${n(40 * s)} ${n(-20 * s)} l${n(50 * s)} ${n(30 * s)} l${n(30 * s)} ${n(60 * s)} l${n(-40 * s)} ${n(50 * s)} l${n(-70 * s)} ${n(-10 * s)} l${n(-20 * s)} ${n(-50 * s)}Z`,
        '#6e655a',
      ) +
      path(
        `M${n(px + 10 * s)} ${n(py + 10 * s)} l${n(30 * s)} ${n(-14 * s)} l${n(40 * s)} ${n(24 * s)} l${n(20 * s)} ${n(44 * s)}`,
        'none',
        { stroke: '#f4efe6', 'stroke-width': 4 * s },
      );
  } else {
    b += ellipse(px + 60 * s, py + 45 * s, 150 * s, 110 * s, '#f6f2ea', { opacity: 0.55 });
    b += rect(px - 30 * s, py - 20 * s, 180 * s, 130 * s, '#f8f5ee', { rx: 18 * s });
    b += rect(px - 5 * s, py + 5 * s, 130 * s, 80 * s, '#fbfaf6', { rx: 6 * s });
    b += el(
      'g',
      { transform: `translate(${n(px + 150 * s)} ${n(py + 70 * s)}) rotate(-28) scale(${n(s)})` },
      rect(-70, -22, 90, 44, '#c9ced6', { rx: 4 }) +
        rect(-70, -22, 90, 8, '#e4e7ec', { rx: 4 }) +
        rect(20, -8, 90, 16, '#2f3136', { rx: 6 }) +
        rect(104, -10, 14, 20, '#d02030', { rx: 4 }),
    );
    b += at(cx - 160 * s, floorY + 60 * s, s, rect(-40, -20, 80, 20, '#f2c94c', { rx: 6 }) + rect(-40, -20, 80, 6, '#e0b43a', { rx: 3 }));
  }
  b += at(
    cx + 260 * s,
    floorY + 50 * s,
    s,
    rect(-50, -90, 100, 90, '#f1f1f1', { rx: 8 }) +
      ellipse(0, -90, 50, 10, '#dcdcdc') +
      rect(-50, -60, 100, 22, '#d02030') +
      el(
        'text',
        { x: 0, y: -44, 'text-anchor': 'middle', 'font-family': 'Arial, sans-serif', 'font-weight': 700, 'font-size': 10, fill: '#fff' },
        'JOINT COMPOUND',
      ),
  );
  b += at(cx - 300 * s, floorY + 40 * s, s * 1.1, I.plant(1));
  return { defs: BASE_DEFS, body: b };
}

export function flooring(W: number, H: number, o: SceneOptions): Drawing {
  const before = o.state === 'before';
  const floorY = H * 0.62;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: '#e7e0d4', floor: before ? '#b5a58a' : '#b07a48', planks: !before });
  if (before) {
    for (let i = 0; i < 8; i++) b += rect((i * W) / 8 + 6, floorY + 20 + (i % 2) * 30, W / 8 - 12, 8, '#9a8b72', { opacity: 0.6 });
    b += ellipse(cx, floorY + (H - floorY) * 0.6, 150 * s, 40 * s, '#8e7f66', { opacity: 0.5 });
  } else {
    b += at(
      cx + 220 * s,
      H - 30 * s,
      s,
      [0, 1, 2, 3].map((i) => rect(-120 + i * 6, -26 * (i + 1), 240, 24, shade('#b07a48', (i % 2) * 0.1), { rx: 2 })).join(''),
    );
    b += at(cx - 180 * s, H - 40 * s, s, rect(-70, -12, 90, 24, '#f2c94c', { rx: 3 }) + rect(20, -6, 80, 12, '#3b3b40', { rx: 3 }));
  }
  b += I.wallWindow(cx - 80 * s, floorY - 330 * s, 160 * s, 180 * s, { curtains: null });
  return { defs: BASE_DEFS, body: b };
}

export function doors(W: number, H: number, o: SceneOptions): Drawing {
  const before = o.state === 'before';
  const floorY = H * 0.86;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = rect(0, 0, W, H, before ? '#cfc6b2' : '#e9dcc6');
  for (let y = 18 * s; y < floorY; y += 22 * s) b += line(0, y, W, y, '#000', 1, { opacity: 0.06 });
  b += rect(0, floorY, W, H - floorY, '#b9b2a6');
  const dc = o.palette?.door ?? (before ? '#7d6a55' : '#d02030');
  b += at(
    cx,
    floorY,
    s * 1.55,
    rect(-120, -300, 240, 300, '#ffffff') +
      rect(-112, -292, 44, 292, '#cfe6f2') +
      rect(68, -292, 44, 292, '#cfe6f2') +
      rect(-62, -292, 124, 292, dc) +
      rect(-50, -278, 100, 120, shade(dc, 0.1), { rx: 3 }) +
      rect(-50, -140, 100, 120, shade(dc, -0.1), { rx: 3 }) +
      rect(40, -160, 6, 30, '#e8c15a', { rx: 3 }) +
      rect(-140, -318, 280, 20, '#f4f1ea') +
      rect(-150, 0, 300, 10, '#8e887e'),
  );
  if (!before) b += at(cx - 300 * s, floorY, s * 1.2, I.plant(1, '#2f3136')) + at(cx + 300 * s, floorY, s * 1.2, I.plant(1, '#2f3136'));
  else
    b += path(`M${n(cx - 60 * s)} ${n(floorY - 300 * s)} l${n(30 * s)} ${n(40 * s)}`, 'none', { stroke: '#5a4a3a', 'stroke-width': 3 * s });
  b += at(cx + 240 * s, floorY - 250 * s, s, rect(-30, -50, 60, 70, '#2f3136', { rx: 6 }) + circle(0, -15, 18, '#fff3c4'));
  return { defs: BASE_DEFS, body: b };
}

export function windows(W: number, H: number, o: SceneOptions): Drawing {
  const floorY = H * 0.84;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: '#e6ece9', floor: '#b88857' });
  b +=
    I.wallWindow(cx - 250 * s, floorY - 440 * s, 200 * s, 280 * s, { curtains: null }) +
    I.wallWindow(cx + 50 * s, floorY - 440 * s, 200 * s, 280 * s, { curtains: null });
  b += at(cx - 150 * s, floorY - 136 * s, s, rect(-140, 0, 580, 20, '#ffffff'));
  b += at(cx + 330 * s, floorY + 10 * s, s, I.armchair('#c9774a')) + at(cx - 360 * s, floorY + 10 * s, s, I.plant(1.1));
  return { defs: BASE_DEFS, body: b };
}

export function carpentry(W: number, H: number, o: SceneOptions): Drawing {
  const floorY = H * 0.82;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const wood = o.palette?.wood ?? '#8a5a3b';
  let b = I.room(W, H, floorY, { wall: '#e4e9ea', floor: '#c48d57' });
  b += rect(0, 0, W, 22 * s, '#ffffff') + rect(0, 22 * s, W, 6 * s, '#e6e2da');
  b += at(
    cx - 330 * s,
    floorY - 16 * s,
    s,
    rect(0, -420, 300, 420, '#ffffff') +
      rect(14, -406, 272, 392, '#f1ede6') +
      [0, 1, 2, 3]
        .map((i) => at(24, -300 + i * 96, 1, I.shelf(252, wood, ['#d02030', '#2f7fbf', '#e5a35a', '#4c9a5a', '#6b5b95'].slice(i % 3))))
        .join(''),
  );
  b += at(
    cx + 190 * s,
    floorY + 30 * s,
    s,
    rect(-160, -110, 320, 18, '#b07a48') +
      rect(-150, -92, 14, 92, '#7a5638') +
      rect(136, -92, 14, 92, '#7a5638') +
      rect(-120, -136, 150, 26, '#d9a86a', { rx: 2 }) +
      path('M60 -112 h70 l-8 -36 h-54Z', '#d02030') +
      circle(95, -126, 12, '#c9ced6'),
  );
  return { defs: BASE_DEFS, body: b };
}

export function electrical(W: number, H: number, o: SceneOptions): Drawing {
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: '#efe9df', floor: '#b88857' });
  b += I.ceilingFan(cx, 110 * s);
  b += at(
    cx - 260 * s,
    floorY - 60 * s,
    s,
    rect(-22, -36, 44, 72, '#ffffff', { rx: 4, stroke: '#d9d4cc' }) +
      rect(-8, -24, 16, 20, '#e9e6e0', { rx: 3 }) +
      rect(-8, 6, 16, 20, '#e9e6e0', { rx: 3 }),
  );
  b += at(
    cx + 280 * s,
    floorY - 230 * s,
    s,
    rect(-20, -34, 40, 68, '#ffffff', { rx: 4, stroke: '#d9d4cc' }) + rect(-6, -16, 12, 32, '#f1eee8', { rx: 2 }),
  );
  b += at(cx - 40 * s, floorY + 30 * s, s, I.sofa('#6b5b95')) + at(cx + 330 * s, floorY + 40 * s, s, I.floorLamp());
  return { defs: BASE_DEFS, body: b };
}

export function plumbing(W: number, H: number, o: SceneOptions): Drawing {
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: '#f1ede6', floor: '#d8d2c8', planks: false });
  b += at(cx - 120 * s, floorY, s * 1.3, I.vanity('#4a6f5c'));
  b += I.mirror(cx - 45 * s, floorY - 470 * s, 120 * s, 170 * s);
  b += at(cx + 270 * s, floorY - 40 * s, s, path('M-80 -20 l120 -40 l10 14 l-30 10 l20 30 l-14 8 l-22 -30 l-80 30Z', '#8a8f96'));
  b += at(cx + 250 * s, floorY + 30 * s, s, X.toolbox());
  return { defs: BASE_DEFS, body: b };
}

export function safety(W: number, H: number, o: SceneOptions): Drawing {
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = BASE_DEFS + I.subwayPattern('tiles', '#dcebe6', '#f7f7f7');
  let b = I.room(W, H, floorY, { wall: '#f3efe9', floor: '#d8d2c8', planks: false });
  b += rect(0, floorY - 290 * s, W, 274 * s, 'url(#tiles)');
  b += at(cx - 300 * s, floorY, s, I.bathtub());
  b += at(
    cx - 200 * s,
    floorY - 180 * s,
    s,
    rect(0, -10, 160, 14, '#a9adb4', { rx: 7 }) + rect(0, -16, 14, 26, '#8a8f96', { rx: 4 }) + rect(146, -16, 14, 26, '#8a8f96', { rx: 4 }),
  );
  b += at(cx + 180 * s, floorY, s, rect(-70, -14, 140, 14, '#d8d2c8') + rect(-50, -6, 100, 6, '#6aa56a', { rx: 3 }));
  b += at(
    cx + 260 * s,
    floorY - 460 * s,
    s,
    circle(0, 0, 30, '#ffffff', { stroke: '#d9d4cc', 'stroke-width': 3 }) + circle(0, 0, 8, '#d02030'),
  );
  b += at(cx + 200 * s, floorY, s, I.vanity('#3f6f86'));
  return { defs, body: b };
}
