// Whole illustrations at any size. A scene draws its background edge to edge and places its
// subject cluster (designed 800 units wide at a 600-unit height) around opts.focus (0..1 of width).
import { at, circle, dull, el, ellipse, g, line, linear, n, path, poly, radial, rect, shade } from './svg.mjs';
import * as X from './exterior.mjs';
import * as I from './interior.mjs';

const BASE_DEFS = linear('glass', [[0, '#b8def3'], [1, '#eef8fd']]) + I.roomDefs;

export const REGIONS = {
  desert: { sky: ['#f6b27a', '#fde3c3'], sun: '#fff1c7', ground: ['#d9be95', '#c6a57a'], hill: '#c49a86', far: '#b08aa6', kind: 'ranch', plants: ['agave', 'shrub'] },
  sonoran: { sky: ['#7fb6e0', '#f9dcc0'], sun: '#ffd36b', ground: ['#dcc29b', '#c8a77c'], hill: '#c79f7d', far: '#a58aa8', kind: 'ranch', plants: ['saguaro', 'agave'] },
  hillcountry: { peaks: 0.45, sky: ['#8cc3ea', '#f4ead4'], sun: '#ffd36b', ground: ['#9cbf6a', '#7ea653'], hill: '#a9c67f', far: '#9fb8a8', kind: 'house', plants: ['tree', 'shrub'], house: { wall: '#e6dac2', roof: '#6f7c86', doorColor: '#2f5d7c' } },
  mountain: { sky: ['#7fb1e3', '#e2f0fb'], sun: '#fff3c4', ground: ['#8dbb72', '#6e9f58'], hill: '#8fb48e', far: '#8ea6c4', kind: 'house', plants: ['pine', 'pine'], snow: true, house: { wall: '#6f8fa6', roof: '#3f4650', doorColor: '#d02030', trim: '#f4f1ea' } },
  piedmont: { peaks: 0.5, sky: ['#93c6ec', '#eef6e8'], sun: '#ffd36b', ground: ['#7fbf5f', '#5f9f45'], hill: '#86bf6c', far: '#9cc3a4', kind: 'house', plants: ['tree', 'shrub'], house: { wall: '#b5573f', roof: '#3a3a40', doorColor: '#1f3f5f', trim: '#ffffff' } },
  southern: { peaks: 0.45, sky: ['#9ccbed', '#f7ecd8'], sun: '#ffd36b', ground: ['#88c067', '#68a14c'], hill: '#95c477', far: '#a7c4b0', kind: 'house', plants: ['tree', 'tree'], house: { wall: '#f1efe8', roof: '#4b5563', doorColor: '#2e6b4f', trim: '#ffffff' } },
  coastal: { peaks: 0.3, sky: ['#5fb3e8', '#dff3fb'], sun: '#fff1b0', ground: ['#9ccf6e', '#79b253'], hill: '#a6d3a0', far: '#9fd0e0', kind: 'ranch', plants: ['palm', 'shrub'], house: { wall: '#f4dcc7', roof: '#c96b4b', doorColor: '#2a8c8c', trim: '#ffffff' } },
};

function cluster(W, H, focus, width = 800) {
  const s = H / 600;
  const half = (width * s) / 2;
  const cx = Math.min(Math.max(W * focus, half), Math.max(half, W - half));
  return { s, cx, left: cx - half };
}

function skyAndGround(W, H, R, groundY, seed = 0) {
  let defs = linear('sky', [[0, R.sky[0]], [1, R.sky[1]]]) + linear('ground', [[0, R.ground[0]], [1, R.ground[1]]])
    + radial('sunGlow', [[0, R.sun, 0.9], [0.35, R.sun, 0.35], [1, R.sun, 0]]);
  let s = rect(0, 0, W, H, 'url(#sky)');
  const sx = W * (0.12 + (seed % 3) * 0.06);
  s += circle(sx, H * 0.22, H * 0.22, 'url(#sunGlow)') + circle(sx, H * 0.22, H * 0.07, R.sun);
  s += X.cloud(W * 0.42, H * 0.2, H / 520) + X.cloud(W * 0.78, H * 0.13, H / 800, '#fff', 0.75) + X.cloud(W * 0.95, H * 0.3, H / 650, '#fff', 0.6);
  const peaks = [];
  for (let i = 0; i < 6; i++) peaks.push([W * (i / 5) + ((seed * 37) % 80), H * (R.peaks ?? 1) * (0.22 + ((i * 7 + seed) % 5) * 0.04), W * 0.16 * (R.peaks < 1 ? 1.4 : 1)]);
  s += X.mountains(W, groundY - H * 0.04, R.far, peaks, R.snow);
  s += X.hills(W, groundY - H * 0.06, H, R.hill, H * 0.04, seed);
  s += rect(0, groundY, W, H - groundY, 'url(#ground)');
  return { defs, body: s };
}

function plantAt(kind, x, y, s) {
  const f = { agave: X.agave, shrub: X.shrub, saguaro: X.saguaro, tree: X.tree, pine: X.pine, palm: X.palm }[kind];
  return at(x, y, s, ellipse(0, 0, 46, 8, '#000', { opacity: 0.12 }) + f(1));
}

/** A home exterior in a regional style; opts.house overrides colours, opts.sign adds a yard sign. */
function home(W, H, o) {
  const R = REGIONS[o.region ?? 'piedmont'];
  const groundY = H * 0.8;
  const bg = skyAndGround(W, H, R, groundY, o.seed ?? 0);
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = bg.body;
  const hs = { ...(R.house ?? {}), ...(o.house ?? {}) };
  b += plantAt(R.plants[0], cx - 330 * s, groundY, s * 1.25) + plantAt(R.plants[1], cx + 330 * s, groundY, s * 1.2);
  b += at(cx, groundY, s * 1.05, ellipse(0, 4, 250, 14, '#000', { opacity: 0.15 }) + (R.kind === 'ranch' ? at(0, 0, 1.2, X.ranch(hs)) : X.house(hs)));
  b += at(cx - 200 * s, groundY + 2, s, X.shrub(0.9)) + at(cx + 180 * s, groundY + 2, s, X.shrub(0.8));
  b += path(`M${n(cx - 28 * s)} ${n(groundY + 4)} L${n(cx - 80 * s)} ${n(H)} L${n(cx + 30 * s)} ${n(H)} L${n(cx + 28 * s)} ${n(groundY + 4)}Z`, '#e6dccb', { opacity: 0.85 });
  if (o.van) b += at(Math.min(cx + 400 * s, W - 175 * s), H * 0.97, s * 0.95, X.van());
  if (o.fence) b += at(cx - 400 * s, groundY + H * 0.06, s, X.fence(240, '#fff'));
  if (o.sign) b += at(cx - 300 * s, H * 0.96, s, forSale(o.sign));
  if (o.season === 'autumn') b += leaves(W, H, o.seed ?? 1);
  if (o.season === 'winter') b += snow(W, H, groundY);
  return { defs: bg.defs + BASE_DEFS, body: b };
}

function forSale(text) {
  return rect(-4, -150, 8, 150, '#5a4030') + rect(-4, -150, 96, 8, '#5a4030') + rect(18, -140, 68, 48, '#ffffff', { stroke: '#d02030', 'stroke-width': 4 })
    + el('text', { x: 52, y: -110, 'text-anchor': 'middle', 'font-family': 'Montserrat, Arial, sans-serif', 'font-weight': 800, 'font-size': 15, fill: '#d02030' }, text);
}

function leaves(W, H, seed) {
  let s = '';
  const colors = ['#e07a2e', '#c94f2a', '#e8b33c', '#b5652e'];
  for (let i = 0; i < 26; i++) {
    const x = ((i * 137 + seed * 53) % 1000) / 1000 * W;
    const y = H * (0.15 + (((i * 71) % 100) / 100) * 0.8);
    s += el('path', { d: 'M0 0 Q6 -8 12 0 Q6 8 0 0Z', fill: colors[i % 4], transform: `translate(${n(x)} ${n(y)}) rotate(${(i * 47) % 360}) scale(${n(H / 300)})` });
  }
  return s;
}

function snow(W, H, groundY) {
  let s = rect(0, groundY, W, H - groundY, '#f4f7fb', { opacity: 0.85 });
  for (let i = 0; i < 60; i++) s += circle(((i * 173) % 997) / 997 * W, ((i * 89) % 97) / 97 * groundY, H / 260 + (i % 3), '#fff', { opacity: 0.85 });
  return s;
}

/** Living room; before = scuffed wall, dated colours. */
function living(W, H, o) {
  const before = o.state === 'before';
  const P = { wall: '#e9e1d3', floor: '#c48d57', sofa: '#4f7a96', rug: '#b24a3b', ...o.palette };
  const c = (x) => (before ? dull(x) : x);
  const floorY = H * 0.74;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: c(before ? '#d6cdb5' : P.wall), floor: c(P.floor) });
  b += I.wallWindow(cx + 150 * s, floorY - 380 * s, 170 * s, 200 * s, { curtains: c('#dbbfa6') });
  b += I.frame(cx - 250 * s, floorY - 360 * s, 150 * s, 110 * s, c('#e5a35a'));
  b += at(cx, floorY + 70 * s, s, I.rug(560, 70, c(P.rug)));
  b += at(cx - 120 * s, floorY + 30 * s, s, I.sofa(c(P.sofa)));
  b += at(cx + 130 * s, floorY + 74 * s, s, I.coffeeTable(c('#8a5a3b')));
  b += at(cx + 330 * s, floorY + 20 * s, s, I.floorLamp()) + at(cx - 360 * s, floorY + 40 * s, s * 1.2, I.plant(1, c('#c96f4a'), c('#4c9a5a')));
  if (before) b += scuffs(cx, floorY, s);
  return { defs: BASE_DEFS, body: b };
}

function scuffs(cx, floorY, s) {
  return [[-300, -240], [-40, -300], [220, -130], [40, -200]].map(([x, y]) =>
    path(`M${n(cx + x * s)} ${n(floorY + y * s)} l${n(22 * s)} ${n(6 * s)} l${n(-8 * s)} ${n(12 * s)} l${n(20 * s)} ${n(4 * s)}`, 'none', { stroke: '#8d8270', 'stroke-width': 2 * s, opacity: 0.7 })).join('')
    + ellipse(cx - 180 * s, floorY - 270 * s, 40 * s, 22 * s, '#b8a98c', { opacity: 0.35 });
}

function kitchen(W, H, o) {
  const before = o.state === 'before';
  const P = { cab: '#f3f3ef', counter: '#3f4349', wall: '#eef0ee', floor: '#b88857', island: '#2f5d7c', ...o.palette };
  const c = (x) => (before ? dull(x, 0.7) : x);
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = BASE_DEFS + I.subwayPattern('tiles', before ? '#d9cfa8' : '#ffffff', before ? '#b9ad8a' : '#dfe3e6');
  let b = I.room(W, H, floorY, { wall: c(P.wall), floor: c(P.floor) });
  const left = cx - 380 * s;
  b += rect(0, floorY - 270 * s, W, 140 * s, 'url(#tiles)');
  b += at(left, floorY - 430 * s, s, I.upperCabinets(260, { color: c(before ? '#b98a5a' : P.cab) }));
  b += at(left + 420 * s, floorY - 430 * s, s, I.upperCabinets(340, { color: c(before ? '#b98a5a' : P.cab) }));
  b += at(left + 290 * s, floorY - 430 * s, s, I.hood(before ? '#d8d8d2' : '#c7cbd1'));
  b += at(left, floorY, s, I.baseCabinets(270, { color: c(before ? '#b98a5a' : P.cab), counter: c(before ? '#e8dcc0' : P.counter), worn: before, doors: 3 }));
  b += at(left + 290 * s, floorY, s, I.range());
  b += at(left + 420 * s, floorY, s, I.baseCabinets(340, { color: c(before ? '#b98a5a' : P.cab), counter: c(before ? '#e8dcc0' : P.counter), worn: before }));
  b += at(left + 560 * s, floorY - 132 * s, s, I.sinkFaucet());
  b += at(left + 110 * s, floorY - 132 * s, s * 0.5, I.plant(1, '#e8e4dc'));
  if (!before) {
    b += at(cx + 170 * s, floorY + 90 * s, s, rect(-200, -120, 400, 120, c(P.island), { rx: 4 }) + rect(-214, -134, 428, 18, '#f2f0ec', { rx: 4 }) + rect(-200, -10, 400, 10, shade(P.island, -0.3)));
    b += I.pendant(cx + 60 * s, 0, floorY - 470 * s, '#2f3136') + I.pendant(cx + 280 * s, 0, floorY - 470 * s, '#2f3136');
    b += at(cx + 60 * s, floorY + 110 * s, s, I.stool()) + at(cx + 280 * s, floorY + 110 * s, s, I.stool());
  }
  return { defs, body: b };
}

function bathroom(W, H, o) {
  const before = o.state === 'before';
  const P = { tile: '#cfe3e8', vanity: '#3f6f86', wall: '#f3efe9', floor: '#d8d2c8', ...o.palette };
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = BASE_DEFS + (before ? I.tilePattern('tiles', 40 * s, '#d9c98f', '#c8bc92') : I.subwayPattern('tiles', P.tile, '#f7f7f7'))
    + I.tilePattern('floorTiles', 60 * s, before ? '#b9a98a' : '#e3ddd3', before ? '#8d8270' : '#cfc7bb');
  let b = I.room(W, H, floorY, { wall: before ? '#d8d0b6' : P.wall, floor: P.floor, planks: false, floorFill: 'url(#floorTiles)' });
  b += rect(0, floorY - 290 * s, W, 274 * s, 'url(#tiles)');
  b += at(cx - 380 * s, floorY, s, I.bathtub(before ? '#efe6cf' : '#ffffff'));
  b += at(cx + 70 * s, floorY, s, I.vanity(before ? '#9a7b55' : P.vanity));
  b += I.mirror(cx + 105 * s, floorY - 420 * s, 110 * s, 150 * s, before ? '#b7a77f' : '#c9a86a');
  b += at(cx + 330 * s, floorY - 250 * s, s, I.towel(before ? '#b9b2a2' : '#e0736a'));
  if (!before) b += at(cx + 330 * s, floorY + 20 * s, s * 0.9, I.plant(1, '#e8e4dc'));
  else b += path(`M${n(cx - 300 * s)} ${n(floorY - 200 * s)} l${n(30 * s)} ${n(20 * s)} l${n(-10 * s)} ${n(30 * s)} l${n(24 * s)} ${n(26 * s)}`, 'none', { stroke: '#7d725d', 'stroke-width': 2.5 * s });
  return { defs, body: b };
}

/** A wall half painted with a roller, tape line and tray. */
function painting(W, H, o) {
  const before = o.state === 'before';
  const P = { old: '#ddd5c3', fresh: '#6f9fb3', ...o.palette };
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const edge = before ? 0 : cx + 60 * s;
  let b = I.room(W, H, floorY, { wall: P.old, floor: '#c9c2b4', planks: false });
  b += rect(0, 0, Math.max(0, edge), floorY - 16, P.fresh) + rect(0, 0, Math.max(0, edge), floorY - 16, 'url(#wallLight)');
  if (before) b += scuffs(cx, floorY, s);
  else b += path(`M${n(edge)} 0 v${n(floorY - 16)} h${n(-8 * s)} q${n(12 * s)} ${n(-floorY / 3)} 0 ${n(-floorY + 16)}Z`, shade(P.fresh, -0.06));
  b += rect(0, floorY - 22 * s, W, 8 * s, '#4aa3df', { opacity: 0.9 });
  b += rect(0, floorY, W, H - floorY, '#e8e4dc') + path(`M0 ${n(floorY + 10 * s)} Q${n(W / 3)} ${n(floorY + 40 * s)} ${n(W)} ${n(floorY + 6 * s)} V${n(H)} H0Z`, '#f3f0ea');
  if (!before) {
    const x0 = edge - 40 * s;
    const y0 = floorY - 300 * s;
    b += rect(x0 - 48 * s, y0 - 16 * s, 96 * s, 32 * s, P.fresh, { rx: 14 * s }) + rect(x0 - 48 * s, y0 - 16 * s, 96 * s, 32 * s, '#fff', { rx: 14 * s, opacity: 0.15 });
    b += path(`M${n(x0 + 48 * s)} ${n(y0)} h${n(18 * s)} v${n(50 * s)} l${n(-30 * s)} ${n(40 * s)}`, 'none', { stroke: '#8a8f96', 'stroke-width': 6 * s, 'stroke-linejoin': 'round' });
    b += line(x0 + 36 * s, y0 + 90 * s, x0 + 230 * s, floorY + 60 * s, '#c9a86a', 10 * s, { 'stroke-linecap': 'round' });
    b += at(cx + 190 * s, floorY + 70 * s, s, poly([[-80, 0], [80, 0], [60, -30], [-70, -30]], '#a9adb4') + poly([[-50, -8], [50, -8], [40, -26], [-44, -26]], P.fresh));
    b += at(cx - 200 * s, floorY + 80 * s, s * 1.3, X.paintCan(P.fresh));
  }
  b += at(cx + 360 * s, floorY + 30 * s, s, X.ladder(260));
  return { defs: BASE_DEFS, body: b };
}

function drywall(W, H, o) {
  const before = o.state === 'before';
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: '#ece6da', floor: '#b88857' });
  const px = cx - 60 * s;
  const py = floorY - 300 * s;
  if (before) {
    b += path(`M${n(px)} ${n(py)} l${n(40 * s)} ${n(-20 * s)} l${n(50 * s)} ${n(30 * s)} l${n(30 * s)} ${n(60 * s)} l${n(-40 * s)} ${n(50 * s)} l${n(-70 * s)} ${n(-10 * s)} l${n(-20 * s)} ${n(-50 * s)}Z`, '#6e655a')
      + path(`M${n(px + 10 * s)} ${n(py + 10 * s)} l${n(30 * s)} ${n(-14 * s)} l${n(40 * s)} ${n(24 * s)} l${n(20 * s)} ${n(44 * s)}`, 'none', { stroke: '#f4efe6', 'stroke-width': 4 * s });
  } else {
    b += ellipse(px + 60 * s, py + 45 * s, 150 * s, 110 * s, '#f6f2ea', { opacity: 0.55 });
    b += rect(px - 30 * s, py - 20 * s, 180 * s, 130 * s, '#f8f5ee', { rx: 18 * s });
    b += rect(px - 5 * s, py + 5 * s, 130 * s, 80 * s, '#fbfaf6', { rx: 6 * s });
    b += el('g', { transform: `translate(${n(px + 150 * s)} ${n(py + 70 * s)}) rotate(-28) scale(${n(s)})` },
      rect(-70, -22, 90, 44, '#c9ced6', { rx: 4 }) + rect(-70, -22, 90, 8, '#e4e7ec', { rx: 4 }) + rect(20, -8, 90, 16, '#2f3136', { rx: 6 }) + rect(104, -10, 14, 20, '#d02030', { rx: 4 }));
    b += at(cx - 160 * s, floorY + 60 * s, s, rect(-40, -20, 80, 20, '#f2c94c', { rx: 6 }) + rect(-40, -20, 80, 6, '#e0b43a', { rx: 3 }));
  }
  b += at(cx + 260 * s, floorY + 50 * s, s, rect(-50, -90, 100, 90, '#f1f1f1', { rx: 8 }) + ellipse(0, -90, 50, 10, '#dcdcdc') + rect(-50, -60, 100, 22, '#d02030')
    + el('text', { x: 0, y: -44, 'text-anchor': 'middle', 'font-family': 'Arial, sans-serif', 'font-weight': 700, 'font-size': 10, fill: '#fff' }, 'JOINT COMPOUND'));
  b += at(cx - 300 * s, floorY + 40 * s, s * 1.1, I.plant(1));
  return { defs: BASE_DEFS, body: b };
}

function flooring(W, H, o) {
  const before = o.state === 'before';
  const floorY = H * 0.62;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: '#e7e0d4', floor: before ? '#b5a58a' : '#b07a48', planks: !before });
  if (before) {
    for (let i = 0; i < 8; i++) b += rect(i * W / 8 + 6, floorY + 20 + (i % 2) * 30, W / 8 - 12, 8, '#9a8b72', { opacity: 0.6 });
    b += ellipse(cx, floorY + (H - floorY) * 0.6, 150 * s, 40 * s, '#8e7f66', { opacity: 0.5 });
  } else {
    b += at(cx + 220 * s, H - 30 * s, s, [0, 1, 2, 3].map((i) => rect(-120 + i * 6, -26 * (i + 1), 240, 24, shade('#b07a48', (i % 2) * 0.1), { rx: 2 })).join(''));
    b += at(cx - 180 * s, H - 40 * s, s, rect(-70, -12, 90, 24, '#f2c94c', { rx: 3 }) + rect(20, -6, 80, 12, '#3b3b40', { rx: 3 }));
  }
  b += I.wallWindow(cx - 80 * s, floorY - 330 * s, 160 * s, 180 * s, { curtains: null });
  return { defs: BASE_DEFS, body: b };
}

function doors(W, H, o) {
  const before = o.state === 'before';
  const floorY = H * 0.86;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = rect(0, 0, W, H, before ? '#cfc6b2' : '#e9dcc6');
  for (let y = 18 * s; y < floorY; y += 22 * s) b += line(0, y, W, y, '#000', 1, { opacity: 0.06 });
  b += rect(0, floorY, W, H - floorY, '#b9b2a6');
  const dc = o.palette?.door ?? (before ? '#7d6a55' : '#d02030');
  b += at(cx, floorY, s * 1.55, rect(-120, -300, 240, 300, '#ffffff') + rect(-112, -292, 44, 292, '#cfe6f2') + rect(68, -292, 44, 292, '#cfe6f2')
    + rect(-62, -292, 124, 292, dc) + rect(-50, -278, 100, 120, shade(dc, 0.1), { rx: 3 }) + rect(-50, -140, 100, 120, shade(dc, -0.1), { rx: 3 })
    + rect(40, -160, 6, 30, '#e8c15a', { rx: 3 }) + rect(-140, -318, 280, 20, '#f4f1ea') + rect(-150, 0, 300, 10, '#8e887e'));
  if (!before) b += at(cx - 300 * s, floorY, s * 1.2, I.plant(1, '#2f3136')) + at(cx + 300 * s, floorY, s * 1.2, I.plant(1, '#2f3136'));
  else b += path(`M${n(cx - 60 * s)} ${n(floorY - 300 * s)} l${n(30 * s)} ${n(40 * s)}`, 'none', { stroke: '#5a4a3a', 'stroke-width': 3 * s });
  b += at(cx + 240 * s, floorY - 250 * s, s, rect(-30, -50, 60, 70, '#2f3136', { rx: 6 }) + circle(0, -15, 18, '#fff3c4'));
  return { defs: BASE_DEFS, body: b };
}

function windows(W, H, o) {
  const floorY = H * 0.84;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: '#e6ece9', floor: '#b88857' });
  b += I.wallWindow(cx - 250 * s, floorY - 440 * s, 200 * s, 280 * s, { curtains: null }) + I.wallWindow(cx + 50 * s, floorY - 440 * s, 200 * s, 280 * s, { curtains: null });
  b += at(cx - 150 * s, floorY - 136 * s, s, rect(-140, 0, 580, 20, '#ffffff'));
  b += at(cx + 330 * s, floorY + 10 * s, s, I.armchair('#c9774a')) + at(cx - 360 * s, floorY + 10 * s, s, I.plant(1.1));
  return { defs: BASE_DEFS, body: b };
}

function carpentry(W, H, o) {
  const floorY = H * 0.82;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const wood = o.palette?.wood ?? '#8a5a3b';
  let b = I.room(W, H, floorY, { wall: '#e4e9ea', floor: '#c48d57' });
  b += rect(0, 0, W, 22 * s, '#ffffff') + rect(0, 22 * s, W, 6 * s, '#e6e2da');
  b += at(cx - 330 * s, floorY - 16 * s, s, rect(0, -420, 300, 420, '#ffffff') + rect(14, -406, 272, 392, '#f1ede6')
    + [0, 1, 2, 3].map((i) => at(24, -300 + i * 96, 1, I.shelf(252, wood, ['#d02030', '#2f7fbf', '#e5a35a', '#4c9a5a', '#6b5b95'].slice(i % 3)))).join(''));
  b += at(cx + 190 * s, floorY + 30 * s, s, rect(-160, -110, 320, 18, '#b07a48') + rect(-150, -92, 14, 92, '#7a5638') + rect(136, -92, 14, 92, '#7a5638')
    + rect(-120, -136, 150, 26, '#d9a86a', { rx: 2 }) + path('M60 -112 h70 l-8 -36 h-54Z', '#d02030') + circle(95, -126, 12, '#c9ced6'));
  return { defs: BASE_DEFS, body: b };
}

function electrical(W, H, o) {
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: '#efe9df', floor: '#b88857' });
  b += I.ceilingFan(cx, 110 * s);
  b += at(cx - 260 * s, floorY - 60 * s, s, rect(-22, -36, 44, 72, '#ffffff', { rx: 4, stroke: '#d9d4cc' }) + rect(-8, -24, 16, 20, '#e9e6e0', { rx: 3 }) + rect(-8, 6, 16, 20, '#e9e6e0', { rx: 3 }));
  b += at(cx + 280 * s, floorY - 230 * s, s, rect(-20, -34, 40, 68, '#ffffff', { rx: 4, stroke: '#d9d4cc' }) + rect(-6, -16, 12, 32, '#f1eee8', { rx: 2 }));
  b += at(cx - 40 * s, floorY + 30 * s, s, I.sofa('#6b5b95')) + at(cx + 330 * s, floorY + 40 * s, s, I.floorLamp());
  return { defs: BASE_DEFS, body: b };
}

function plumbing(W, H, o) {
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = I.room(W, H, floorY, { wall: '#f1ede6', floor: '#d8d2c8', planks: false });
  b += at(cx - 120 * s, floorY, s * 1.3, I.vanity('#4a6f5c'));
  b += I.mirror(cx - 45 * s, floorY - 470 * s, 120 * s, 170 * s);
  b += at(cx + 270 * s, floorY - 40 * s, s, path('M-80 -20 l120 -40 l10 14 l-30 10 l20 30 l-14 8 l-22 -30 l-80 30Z', '#8a8f96'));
  b += at(cx + 250 * s, floorY + 30 * s, s, X.toolbox());
  return { defs: BASE_DEFS, body: b };
}

function safety(W, H, o) {
  const floorY = H * 0.8;
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = BASE_DEFS + I.subwayPattern('tiles', '#dcebe6', '#f7f7f7');
  let b = I.room(W, H, floorY, { wall: '#f3efe9', floor: '#d8d2c8', planks: false });
  b += rect(0, floorY - 290 * s, W, 274 * s, 'url(#tiles)');
  b += at(cx - 300 * s, floorY, s, I.bathtub());
  b += at(cx - 200 * s, floorY - 180 * s, s, rect(0, -10, 160, 14, '#a9adb4', { rx: 7 }) + rect(0, -16, 14, 26, '#8a8f96', { rx: 4 }) + rect(146, -16, 14, 26, '#8a8f96', { rx: 4 }));
  b += at(cx + 180 * s, floorY, s, rect(-70, -14, 140, 14, '#d8d2c8') + rect(-50, -6, 100, 6, '#6aa56a', { rx: 3 }));
  b += at(cx + 260 * s, floorY - 460 * s, s, circle(0, 0, 30, '#ffffff', { stroke: '#d9d4cc', 'stroke-width': 3 }) + circle(0, 0, 8, '#d02030'));
  b += at(cx + 200 * s, floorY, s, I.vanity('#3f6f86'));
  return { defs, body: b };
}

function outdoorBase(W, H, o, groundY) {
  const R = REGIONS[o.region ?? 'piedmont'];
  return skyAndGround(W, H, R, groundY, o.seed ?? 2);
}

function deckScene(W, H, o) {
  const before = o.state === 'before';
  const groundY = H * 0.86;
  const bg = outdoorBase(W, H, o, groundY);
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = bg.body + rect(0, groundY - 380 * s, W, 380 * s - 2, before ? '#b9b1a2' : '#d9cdb8');
  for (let y = groundY - 370 * s; y < groundY; y += 20 * s) b += line(0, y, W, y, '#000', 1, { opacity: 0.07 });
  b += at(cx - 520 * s, groundY - 380 * s, s, rect(60, 80, 120, 160, '#ffffff') + rect(70, 90, 100, 140, 'url(#glass)'));
  b += at(cx - 380 * s, groundY, s, X.deck(760, o.palette?.wood ?? '#b7773f', { weathered: before }));
  if (!before) {
    b += at(cx - 120 * s, groundY - 44 * s, s, rect(-40, -70, 80, 10, '#2f5d7c', { rx: 4 }) + rect(-40, -70, 10, 70, '#2f5d7c') + rect(30, -40, 10, 40, '#2f5d7c') + rect(-40, -40, 80, 10, '#2f5d7c'));
    b += at(cx + 60 * s, groundY - 44 * s, s, rect(-50, -50, 100, 8, '#8a5a3b') + rect(-4, -44, 8, 44, '#8a5a3b') + at(0, -50, 0.4, I.plant(1, '#d02030')));
    b += at(cx + 240 * s, groundY - 44 * s, s, rect(-40, -70, 80, 10, '#2f5d7c', { rx: 4 }) + rect(30, -70, 10, 70, '#2f5d7c') + rect(-40, -40, 10, 40, '#2f5d7c') + rect(-40, -40, 80, 10, '#2f5d7c'));
  }
  b += at(cx + 460 * s, groundY + 6, s * 1.1, X.shrub(1.3));
  return { defs: bg.defs + BASE_DEFS, body: b };
}

function fenceScene(W, H, o) {
  const before = o.state === 'before';
  const groundY = H * 0.8;
  const bg = outdoorBase(W, H, o, groundY);
  const { s } = cluster(W, H, o.focus ?? 0.5);
  let b = bg.body;
  b += at(W * 0.78, groundY - 4, s * 0.8, X.tree(1.3));
  if (o.palette?.board || o.board) b += at(-10, groundY + 30 * s, s, X.boardFence(W / s + 20, '#a0704a', { faded: before }));
  else b += at(-10, groundY + 34 * s, s * 1.3, X.fence(W / (s * 1.3) + 20, before ? '#d6d0c4' : '#ffffff', { broken: before }));
  b += at(W * 0.2, H, s, X.shrub(1.2)) + at(W * 0.55, H, s, X.shrub(0.9));
  return { defs: bg.defs, body: b };
}

function gutters(W, H, o) {
  const before = o.state === 'before';
  const bg = outdoorBase(W, H, { ...o, region: o.region ?? 'southern' }, H * 1.2);
  let b = bg.body;
  const y = H * 0.38;
  b += poly([[0, y - H * 0.36], [W, y - H * 0.52], [W, y], [0, y]], '#4b5563');
  for (let i = 1; i < 9; i++) b += line(0, y - i * H * 0.04, W, y - i * H * 0.04 - H * 0.02, '#3b4350', 2);
  b += rect(0, y, W, H - y, '#f1efe8');
  for (let yy = y + 30; yy < H; yy += 26) b += line(0, yy, W, yy, '#000', 1, { opacity: 0.06 });
  b += rect(0, y - 4, W, 30, before ? '#b7b2a6' : '#ffffff', { rx: 4 }) + rect(0, y + 20, W, 6, '#000', { opacity: 0.1 });
  if (before) for (let i = 0; i < 12; i++) b += ellipse(W * (i / 12) + 20, y - 4, 16, 6, ['#8c6b3f', '#a57b3c', '#6e7f3a'][i % 3]);
  b += rect(W * 0.8, y + 20, 26, H - y, before ? '#b7b2a6' : '#ffffff') + rect(W * 0.8 - 4, H - 40, 60, 26, before ? '#b7b2a6' : '#ffffff', { rx: 4 });
  b += at(W * 0.25, H, H / 600, rect(-120, -200, 240, 170, '#ffffff') + rect(-110, -190, 220, 150, 'url(#glass)'));
  b += at(W * 0.55, H * 1.02, H / 400, X.ladder(280));
  return { defs: bg.defs + BASE_DEFS, body: b };
}

function workshop(W, H, o) {
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = el('pattern', { id: 'peg', width: 24 * s, height: 24 * s, patternUnits: 'userSpaceOnUse' }, rect(0, 0, 24 * s, 24 * s, '#c99f6e') + circle(12 * s, 12 * s, 2.5 * s, '#8a6a44'));
  let b = rect(0, 0, W, H, 'url(#peg)') + rect(0, 0, W, H, '#000', { opacity: 0.05 });
  const benchY = H * 0.78;
  b += rect(0, benchY, W, H - benchY, '#7a5638') + rect(0, benchY, W, 18 * s, '#9a7048');
  const tool = (x, y, body) => at(cx + x * s, y * s, s, body);
  b += tool(-300, 120, rect(-6, 0, 12, 150, '#8a5a3b', { rx: 4 }) + rect(-40, -10, 80, 30, '#5f6670', { rx: 4 }));
  b += tool(-170, 110, rect(-10, 0, 20, 170, '#d02030', { rx: 6 }) + rect(-4, -40, 8, 44, '#aeb4bc'));
  b += tool(-40, 120, path('M0 0 a28 28 0 1 0 0.1 0Z', '#f2c94c') + circle(0, 28, 12, '#3b3b40') + rect(20, 20, 60, 12, '#f2c94c'));
  b += tool(120, 100, path('M-10 0 h20 v110 q0 20 -10 20 q-10 0 -10 -20Z', '#5f6670') + circle(0, 0, 26, '#5f6670') + circle(0, 0, 12, '#c99f6e'));
  b += tool(260, 110, rect(-60, 0, 120, 70, '#2f7fbf', { rx: 10 }) + rect(-20, 70, 40, 90, '#2f7fbf', { rx: 8 }) + rect(60, 24, 50, 20, '#aeb4bc'));
  b += at(cx - 150 * s, benchY + 6 * s, s, X.toolbox()) + at(cx + 160 * s, benchY + 6 * s, s, X.paintCan('#d02030'));
  b += at(cx + 10 * s, benchY + 2 * s, s, rect(-70, -16, 140, 16, '#e0b27a') + rect(-60, -30, 120, 14, '#d9a86a'));
  return { defs, body: b };
}

function neighborhood(W, H, o) {
  const R = REGIONS[o.region ?? 'southern'];
  const groundY = H * 0.78;
  const bg = skyAndGround(W, H, R, groundY, o.seed ?? 3);
  const s = H / 600;
  let b = bg.body;
  const colors = [['#e9dcc6', '#5b4a47', '#d02030'], ['#b5573f', '#3a3a40', '#1f3f5f'], ['#6f8fa6', '#3f4650', '#f2c94c'], ['#f1efe8', '#4b5563', '#2e6b4f'], ['#e6dac2', '#6f7c86', '#8a4b2f']];
  const count = Math.max(2, Math.round(W / (440 * s)));
  for (let i = 0; i < count; i++) {
    const [wall, roof, door] = colors[(i + (o.seed ?? 0)) % colors.length];
    b += at((W / count) * (i + 0.5), groundY, s * 0.72, X.house({ wall, roof, doorColor: door, chimney: i % 2 === 0 }));
    b += at((W / count) * (i + 1) - 10 * s, groundY + 4, s * 0.8, i % 2 ? X.tree(1) : X.shrub(1.2));
  }
  b += rect(0, groundY + 40 * s, W, 70 * s, '#6b6f76') + rect(0, groundY + 40 * s, W, 6 * s, '#d9d4cc');
  for (let x = 20; x < W; x += 90 * s) b += rect(x, groundY + 72 * s, 40 * s, 5 * s, '#f2c94c');
  if (o.van !== false) b += at(W * (o.focus ?? 0.7), groundY + 104 * s, s * 0.9, X.van());
  return { defs: bg.defs + BASE_DEFS, body: b };
}

function checklist(W, H, o) {
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = el('pattern', { id: 'wood', width: W, height: 60 * s, patternUnits: 'userSpaceOnUse' }, rect(0, 0, W, 60 * s, '#c99f6e') + rect(0, 56 * s, W, 4 * s, '#b48a5a'));
  let b = rect(0, 0, W, H, 'url(#wood)');
  b += at(cx, H / 2, s, el('g', { transform: 'rotate(-6)' }, rect(-170, -240, 340, 470, '#8a5a3b', { rx: 16 }) + rect(-150, -215, 300, 430, '#ffffff', { rx: 4 })
    + rect(-50, -256, 100, 40, '#aeb4bc', { rx: 8 })
    + [0, 1, 2, 3, 4].map((i) => rect(-120, -160 + i * 70, 34, 34, '#fff', { stroke: '#d02030', 'stroke-width': 4, rx: 4 })
      + (i < (o.checks ?? 3) ? path(`M-114 ${-142 + i * 70} l10 12 l20 -26`, 'none', { stroke: '#d02030', 'stroke-width': 6, 'stroke-linecap': 'round' }) : '')
      + rect(-70, -150 + i * 70, 170 - (i % 2) * 50, 12, '#c9ccd2', { rx: 6 })).join('')));
  b += at(cx + 260 * s, H / 2 + 60 * s, s, el('g', { transform: 'rotate(35)' }, rect(-10, -140, 20, 240, '#f2c94c') + poly([[-10, 100], [10, 100], [0, 130]], '#e8c9a0') + rect(-10, -160, 20, 20, '#d98a9a')));
  b += at(cx - 280 * s, H / 2 + 170 * s, s, rect(-60, -14, 120, 28, '#d02030', { rx: 6 }) + rect(-70, -8, 20, 16, '#aeb4bc'));
  return { defs, body: b };
}

function shield(W, H, o) {
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  const defs = linear('bgS', [[0, '#2d3e50'], [1, '#1c2733']]);
  let b = rect(0, 0, W, H, 'url(#bgS)');
  for (let i = 0; i < 18; i++) b += circle(((i * 211) % 997) / 997 * W, ((i * 131) % 89) / 89 * H, (2 + (i % 4)) * s, '#ffffff', { opacity: 0.12 });
  b += at(cx, H / 2, s, path('M0 -200 L150 -150 V-20 Q150 120 0 200 Q-150 120 -150 -20 V-150Z', '#d02030')
    + path('M0 -170 L124 -128 V-20 Q124 100 0 170Z', '#fff', { opacity: 0.12 })
    + rect(-14, -110, 28, 140, '#ffffff', { rx: 12 }) + circle(0, 80, 18, '#ffffff'));
  b += at(cx - 300 * s, H / 2 + 40 * s, s, rect(-60, -110, 120, 200, '#3b4a5c', { rx: 18 }) + rect(-50, -90, 100, 150, '#9cc3e0', { rx: 6 }) + rect(-40, -70, 70, 10, '#fff', { rx: 5, opacity: 0.8 }) + rect(-40, -50, 50, 10, '#fff', { rx: 5, opacity: 0.8 }));
  b += at(cx + 300 * s, H / 2 + 20 * s, s, rect(-90, -60, 180, 120, '#f1efe8', { rx: 6 }) + path('M-90 -60 L0 10 L90 -60', 'none', { stroke: '#c9c2b4', 'stroke-width': 4 }) + circle(60, 40, 22, '#d02030') + rect(54, 24, 12, 22, '#fff', { rx: 3 }));
  return { defs, body: b };
}

function storm(W, H, o) {
  const groundY = H * 0.8;
  const R = { ...REGIONS.coastal, sky: ['#5c6f85', '#a9b8c6'], sun: '#dde4ea' };
  const bg = skyAndGround(W, H, R, groundY, 4);
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = bg.body;
  for (let i = 0; i < 40; i++) b += line(((i * 97) % 1000) / 1000 * W, ((i * 53) % 90) / 100 * groundY, ((i * 97) % 1000) / 1000 * W - 10 * s, ((i * 53) % 90) / 100 * groundY + 30 * s, '#dbe6f0', 2, { opacity: 0.6 });
  b += at(cx, groundY, s, X.ranch({ wall: '#f4dcc7', roof: '#8c5a48', glass: '#c7b79a' }));
  b += at(cx - 330 * s, groundY, s, el('g', { transform: 'rotate(-8)' }, X.palm(1.1))) + at(cx + 340 * s, groundY, s * 1.1, X.shrub(1));
  b += at(cx - 200 * s, groundY - 100 * s, s, rect(0, 0, 74, 60, '#c8a070') + line(0, 0, 74, 60, '#a07a4a', 3)) + at(cx - 40 * s, groundY - 100 * s, s, rect(0, 0, 54, 60, '#c8a070') + line(0, 0, 54, 60, '#a07a4a', 3));
  return { defs: bg.defs + BASE_DEFS, body: b };
}

function notFound(W, H, o) {
  const R = REGIONS.piedmont;
  const groundY = H * 0.82;
  const bg = skyAndGround(W, H, R, groundY, 5);
  const { s, cx } = cluster(W, H, o.focus ?? 0.5);
  let b = bg.body;
  b += at(cx + 120 * s, groundY, s * 1.1, X.ladder(360));
  b += at(cx + 250 * s, groundY - 250 * s, s, circle(0, -40, 70, '#ffffff', { opacity: 0.85 }) + el('text', { x: 0, y: 0, 'text-anchor': 'middle', 'font-family': 'Montserrat, Arial, sans-serif', 'font-weight': 900, 'font-size': 110, fill: '#d02030' }, '?'));
  b += at(cx - 140 * s, groundY + 10 * s, s * 1.3, X.toolbox()) + at(cx + 330 * s, groundY, s, X.tree(1.2)) + at(cx - 360 * s, groundY, s, X.shrub(1.3));
  b += at(cx - 20 * s, groundY - 20 * s, s, rect(-30, -14, 70, 28, '#f2c94c', { rx: 6 }) + circle(0, 0, 8, '#3b3b40'));
  return { defs: bg.defs, body: b };
}

function success(W, H, o) {
  const r = home(W, H, { region: 'southern', focus: o.focus ?? 0.62, seed: 6 });
  const { s, cx } = cluster(W, H, o.focus ?? 0.62);
  return { defs: r.defs, body: r.body + at(cx + 250 * s, H * 0.28, s, circle(0, 0, 70, '#2e9d5b') + circle(0, 0, 70, 'none', { stroke: '#fff', 'stroke-width': 8 })
    + path('M-32 2 l22 24 l44 -50', 'none', { stroke: '#fff', 'stroke-width': 14, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })) };
}

function team(W, H, o) {
  const r = neighborhood(W, H, { ...o, van: false });
  const s = H / 600;
  const cx = W * (o.focus ?? 0.66);
  let b = r.body + at(cx, H * 0.99, s * 1.1, X.van());
  return { defs: r.defs, body: b };
}

const SCENES = {
  home, living, kitchen, bathroom, painting, drywall, flooring, doors, windows, carpentry, electrical, plumbing, safety,
  deck: deckScene, fence: fenceScene, gutters, workshop, neighborhood, checklist, shield, storm, notFound, success, team,
};

export const SCENE_KINDS = Object.keys(SCENES);

/** Draws a scene; returns { defs, body } for doc(). */
export function scene(kind, W, H, opts = {}) {
  const f = SCENES[kind];
  if (!f) throw new Error(`unknown scene ${kind}`);
  return f(W, H, opts);
}

export { g, shade };
