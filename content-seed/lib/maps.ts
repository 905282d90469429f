// A stylised service-area map (roads, parks, water, a pin and the office's service cities) and
// partner wordmarks.
import type { RegionName } from './scenes';
import { circle, doc, el, escapeText, g, path, rect, rng, shade } from './svg';

const LAND: Record<RegionName, string> = {
  desert: '#f1e6d2',
  sonoran: '#efe3cf',
  hillcountry: '#eef0e0',
  mountain: '#e9efe6',
  piedmont: '#eaf0e2',
  southern: '#edf1e4',
  coastal: '#eef3e6',
};

/** What the map needs of an office. */
export interface MapOffice {
  slug: string;
  name: string;
  region: RegionName;
  cities: readonly { name: string }[];
}

export function serviceMap(office: MapOffice): string {
  const r = rng(office.slug);
  const land = LAND[office.region] ?? '#eef0e6';
  let b = rect(0, 0, 500, 300, land);
  if (office.region === 'coastal') b += path('M0 210 Q120 190 200 240 T420 230 L500 250 V300 H0Z', '#b9dcef');
  else
    b += path(
      `M${r() * 100} 0 Q${150 + r() * 80} 120 ${90 + r() * 80} 300 L${60 + r() * 40} 300 Q${120 + r() * 60} 130 ${r() * 60} 0Z`,
      '#c3e1f0',
      { opacity: 0.9 },
    );
  for (let i = 0; i < 4; i++)
    b += el('ellipse', { cx: 40 + r() * 420, cy: 30 + r() * 240, rx: 24 + r() * 30, ry: 14 + r() * 20, fill: '#cfe5c0' });
  for (let i = 0; i < 7; i++) {
    const y = 20 + i * 42 + r() * 10;
    b += path(`M0 ${y} L500 ${y + (r() - 0.5) * 30}`, 'none', { stroke: '#ffffff', 'stroke-width': 3 });
    const x = 30 + i * 70 + r() * 20;
    b += path(`M${x} 0 L${x + (r() - 0.5) * 30} 300`, 'none', { stroke: '#ffffff', 'stroke-width': 3 });
  }
  b += path(`M0 ${120 + r() * 40} C150 ${60 + r() * 60} 320 ${200 + r() * 40} 500 ${100 + r() * 50}`, 'none', {
    stroke: '#f2c94c',
    'stroke-width': 9,
  });
  b += path(`M${200 + r() * 60} 0 C${180 + r() * 60} 120 ${300 + r() * 60} 200 ${260 + r() * 40} 300`, 'none', {
    stroke: '#f2c94c',
    'stroke-width': 7,
  });
  b +=
    circle(250, 150, 110, '#d02030', { opacity: 0.08 }) +
    circle(250, 150, 110, 'none', { stroke: '#d02030', 'stroke-width': 2, 'stroke-dasharray': '8 6', opacity: 0.6 });
  const cities = office.cities.slice(0, 5);
  cities.forEach((c, i) => {
    const a = (i / cities.length) * Math.PI * 2 + 0.6;
    const x = 250 + Math.cos(a) * (70 + (i % 2) * 25);
    const y = 150 + Math.sin(a) * (62 + (i % 2) * 14);
    const left = x < 250;
    b +=
      circle(x, y, 4, '#2b2b30') +
      el(
        'text',
        {
          x: left ? x - 7 : x + 7,
          y: y + 4,
          'text-anchor': left ? 'end' : 'start',
          'font-family': 'Arial, sans-serif',
          'font-size': 13,
          'font-weight': 700,
          fill: '#2b2b30',
          stroke: land,
          'stroke-width': 3,
          'paint-order': 'stroke',
        },
        escapeText(c.name),
      );
  });
  b += g(path('M0 -38 C-20 -38 -24 -18 -20 -10 L0 14 L20 -10 C24 -18 20 -38 0 -38Z', '#d02030') + circle(0, -22, 8, '#ffffff'), {
    transform: 'translate(250 146)',
  });
  return doc({ width: 250, height: 150, viewBox: '0 0 500 300', title: `${office.name} service area`, body: b });
}

export function partnerLogo(p: { name: string; color: string; tag: string }): string {
  // Long names are squeezed to the 150 units beside the mark rather than overflowing.
  const long = p.name.length > 18;
  const size = long ? 13 : 15;
  const initials = p.name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const body =
    rect(0, 0, 240, 80, '#ffffff') +
    rect(10, 12, 56, 56, p.color, { rx: 12 }) +
    rect(10, 52, 56, 16, shade(p.color, -0.2), { rx: 0, opacity: 0.35 }) +
    el(
      'text',
      {
        x: 38,
        y: 50,
        'text-anchor': 'middle',
        'font-family': 'Montserrat, Arial, sans-serif',
        'font-weight': 800,
        'font-size': 24,
        fill: '#ffffff',
      },
      initials,
    ) +
    el(
      'text',
      {
        x: 78,
        y: 38,
        'font-family': 'Montserrat, Arial, sans-serif',
        'font-weight': 800,
        'font-size': size,
        fill: '#2b2b30',
        textLength: long ? 150 : undefined,
        lengthAdjust: long ? 'spacingAndGlyphs' : undefined,
      },
      escapeText(p.name),
    ) +
    el('text', { x: 78, y: 56, 'font-family': 'Arial, sans-serif', 'font-size': 10, fill: '#6b6f76' }, escapeText(p.tag));
  return doc({ width: 240, height: 80, title: p.name, body });
}
