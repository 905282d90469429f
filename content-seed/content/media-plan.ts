// Every generated image: where it goes, what draws it and at what size. Content refers to these
// paths; build-seed.ts reads the files back for Width/Height, so the two cannot drift apart.
import { OFFICES } from './offices';
import { SERVICES } from './services';
import { PACKAGES } from './packages';
import { ALL_POSTS, postHasImage } from './blog';
import { FRANCHISE_POSTS } from './franchise-blog';
import { LEADERS, PARTNERS, TESTIMONIALS, type Partner } from './corporate-people';
import { ICONS, type IconName } from '../lib/brand';
import type { MapOffice } from '../lib/maps';
import { BACKDROPS, type PortraitOptions } from '../lib/portraits';
import type { SceneKind, SceneOptions } from '../lib/scenes';
import { slugify } from '../lib/seed-helpers';

type Size = [width: number, height: number];

const BANNER: Size = [1600, 500];

/** One generated image: its path under media/ and what draws it. */
export type MediaItem = { path: string } & (
  | { type: 'scene'; kind: SceneKind; width: number; height: number; opts: SceneOptions; title: string; viewBox?: string | undefined }
  | { type: 'portrait'; look: PortraitOptions; title: string }
  | { type: 'icon'; name: IconName; size: number }
  | { type: 'logo'; dark?: boolean }
  | { type: 'mark'; size: number }
  | { type: 'png'; size: number }
  | { type: 'map'; office: MapOffice }
  | { type: 'partner'; partner: Partner }
);

/** Corporate banners: name -> [scene kind, options]. */
export const CORPORATE_BANNERS: Record<string, [SceneKind, SceneOptions]> = {
  home: ['home', { region: 'southern', focus: 0.7, van: true, seed: 1 }],
  services: ['kitchen', { focus: 0.72 }],
  packages: ['home', { region: 'piedmont', focus: 0.72, fence: true, seed: 2 }],
  offices: ['neighborhood', { region: 'southern', focus: 0.75 }],
  blog: ['checklist', { focus: 0.75 }],
  'why-choose-us': ['team', { region: 'hillcountry', focus: 0.72, seed: 4 }],
  'our-story': ['workshop', { focus: 0.7 }],
  'your-team': ['neighborhood', { region: 'mountain', focus: 0.3, seed: 2 }],
  'community-matters': ['home', { region: 'southern', focus: 0.72, seed: 3, house: { wall: '#c9694e' } }],
  goals: ['home', { region: 'mountain', focus: 0.7, seed: 5 }],
  resources: ['checklist', { focus: 0.7, checks: 4 }],
  faqs: ['living', { focus: 0.7 }],
  'sell-your-home': ['home', { region: 'hillcountry', focus: 0.7, sign: 'FOR SALE', seed: 2 }],
  'contractor-checklist': ['checklist', { focus: 0.7, checks: 2 }],
  'home-tips': ['carpentry', { focus: 0.7 }],
  'service-promise': ['success', { focus: 0.7 }],
  'site-map': ['neighborhood', { region: 'coastal', focus: 0.7, seed: 1 }],
  legal: ['neighborhood', { region: 'desert', focus: 0.75, van: false, seed: 4 }],
  partners: ['workshop', { focus: 0.65 }],
  careers: ['team', { region: 'piedmont', focus: 0.72, seed: 2 }],
  'not-found': ['notFound', { focus: 0.68 }],
  'contact-success': ['success', { focus: 0.7 }],
  'test-form': ['doors', { focus: 0.7 }],
  'helpful-home-club': ['home', { region: 'hillcountry', focus: 0.7, seed: 6 }],
};

export const bannerPath = (name: string): string => `Images/Banners/${name}.svg`;
export const servicePath = (id: string): string => `Images/Services/${id.replace('/', '-')}.svg`;
export const serviceBannerPath = (id: string): string => `Images/Services/${id.replace('/', '-')}-banner.svg`;
export const packagePath = (id: string): string => `Images/Packages/${id}.svg`;
export const packageBannerPath = (id: string): string => `Images/Packages/${id}-banner.svg`;
export const blogPath = (slug: string): string => `Images/Blog/${slug}.svg`;
export const officeBase = (slug: string): string => `Images/Offices/${slug}`;
export const teamPath = (office: string, name: string): string => `${officeBase(office)}/team/${slugify(name)}.svg`;
export const workPath = (office: string, i: number, scene: SceneKind): string =>
  `${officeBase(office)}/work/${String(i + 1).padStart(2, '0')}-${scene}.svg`;
export const leaderPath = (name: string): string => `Images/Team/${slugify(name)}.svg`;
export const partnerPath = (id: string): string => `Images/Partners/${id}.svg`;
export const iconPath = (name: IconName | 'phone-16'): string => `Images/Icons/${name}.svg`;
export const testimonialPath = (i: number): string => `Images/Testimonials/person-${i + 1}.svg`;
export const communityPath = (name: string): string => `Images/Community/${name}.svg`;
export const careersPath = (name: string): string => `Images/Careers/${name}.svg`;

/** Plan entries: { path, type, ...params }. */
export function mediaPlan(): MediaItem[] {
  const plan: MediaItem[] = [];
  const scene = (
    path: string,
    kind: SceneKind,
    [width, height]: Size,
    opts: SceneOptions = {},
    title: string = kind,
    viewBox?: string,
  ): void => {
    plan.push({ path, type: 'scene', kind, width, height, opts, title, viewBox });
  };

  plan.push({ path: 'Images/Brand/brightwood-logo.svg', type: 'logo' });
  plan.push({ path: 'Images/Brand/brightwood-logo-white.svg', type: 'logo', dark: true });
  plan.push({ path: 'Images/Brand/brightwood-mark.svg', type: 'mark', size: 64 });
  plan.push({ path: 'Images/Favicons/favicon.svg', type: 'mark', size: 32 });
  for (const [file, size] of [
    ['favicon-16x16.png', 16],
    ['favicon-32x32.png', 32],
    ['apple-touch-icon.png', 180],
  ] as const)
    plan.push({ path: `Images/Favicons/${file}`, type: 'png', size });
  for (const name of Object.keys(ICONS) as IconName[]) plan.push({ path: iconPath(name), type: 'icon', name, size: 64 });
  plan.push({ path: iconPath('phone-16'), type: 'icon', name: 'phone', size: 16 });

  for (const [name, [kind, opts]] of Object.entries(CORPORATE_BANNERS))
    scene(bannerPath(name), kind, BANNER, opts, `${name.replace(/-/g, ' ')} banner`);

  const services = SERVICES.flatMap((s): [string, SceneKind, SceneOptions][] => [
    [s.id, s.scene, {}],
    ...s.subs.map((sub): [string, SceneKind, SceneOptions] => [
      `${s.id}/${sub.id}`,
      sub.scene,
      sub.id === 'exterior-painting' ? { region: 'sonoran' } : {},
    ]),
  ]);
  services.forEach(([id, kind, opts], i) => {
    plan.push({
      path: servicePath(id),
      type: 'scene',
      kind,
      width: 250,
      height: 150,
      viewBox: '0 0 500 300',
      opts: { ...opts, seed: i },
      title: `${id} illustration`,
    });
    scene(serviceBannerPath(id), kind, BANNER, { ...opts, focus: 0.7, seed: i }, `${id} banner`);
  });

  PACKAGES.forEach((p, i) => {
    const opts: SceneOptions = {
      region: (['piedmont', 'hillcountry', 'southern', 'mountain'] as const)[i % 4],
      season: p.season,
      sign: p.sign,
      seed: i,
    };
    scene(packagePath(p.id), p.scene, [600, 400], opts, `${p.name} package`);
    scene(packageBannerPath(p.id), p.scene, BANNER, { ...opts, focus: 0.7 }, `${p.name} banner`);
  });

  ALL_POSTS.forEach((post, i) => {
    if (postHasImage(i)) scene(blogPath(post.slug), post.scene.kind, [1200, 630], { focus: 0.5, ...post.scene }, post.title);
  });

  for (const o of OFFICES) {
    const base = officeBase(o.slug);
    scene(`${base}/banner.svg`, 'home', BANNER, { region: o.region, focus: 0.72, van: true, seed: o.slug.length }, `${o.name} banner`);
    scene(`${base}/who-we-are.svg`, 'team', [472, 237], { region: o.region, focus: 0.6, seed: o.slug.length }, `${o.name} crew`);
    plan.push({ path: `${base}/map.svg`, type: 'map', office: o });
    o.team.forEach((m, i) =>
      plan.push({
        path: teamPath(o.slug, m.name),
        type: 'portrait',
        look: { backdrop: BACKDROPS[i % BACKDROPS.length], ...m.look },
        title: m.name,
      }),
    );
    o.gallery.forEach((gItem, i) =>
      scene(workPath(o.slug, i, gItem.scene), gItem.scene, [800, 600], { ...gItem, region: gItem.region ?? o.region, seed: i }, gItem.desc),
    );
    const ba = o.beforeAfter;
    scene(`${base}/work/before.svg`, ba, [800, 600], { state: 'before', region: o.region }, `Before: ${ba}`);
    scene(`${base}/work/after.svg`, ba, [800, 600], { state: 'after', region: o.region }, `After: ${ba}`);
    for (const post of FRANCHISE_POSTS[o.slug] ?? [])
      scene(`${base}/blog/${post.slug}.svg`, post.scene.kind, [1200, 630], { region: o.region, ...post.scene }, post.title);
  }

  LEADERS.forEach((p, i) =>
    plan.push({
      path: leaderPath(p.name),
      type: 'portrait',
      look: { backdrop: BACKDROPS[(i + 2) % BACKDROPS.length], ...p.look },
      title: p.name,
    }),
  );
  TESTIMONIALS.forEach((t, i) =>
    plan.push({
      path: testimonialPath(i),
      type: 'portrait',
      look: { backdrop: BACKDROPS[(i + 4) % BACKDROPS.length], ...t.look },
      title: t.by,
    }),
  );
  for (const p of PARTNERS) plan.push({ path: partnerPath(p.id), type: 'partner', partner: p });

  scene(communityPath('habitat-build'), 'home', [500, 300], { region: 'piedmont', seed: 7 }, 'Volunteer home build');
  scene(communityPath('trade-scholarships'), 'workshop', [500, 300], {}, 'Trade school workshop');
  scene(communityPath('ramp-builds'), 'home', [500, 300], { region: 'hillcountry', seed: 8 }, 'Ramp build for a veteran');
  scene(communityPath('park-cleanup'), 'fence', [500, 300], { region: 'desert', seed: 3 }, 'Park clean-up day');
  scene(careersPath('culture'), 'workshop', [800, 600], {}, 'Brightwood workshop');
  scene(careersPath('community'), 'neighborhood', [800, 600], { region: 'piedmont' }, 'Brightwood van in the neighborhood');
  scene(careersPath('apprentice'), 'carpentry', [800, 600], {}, 'Apprentice carpentry project');
  return plan;
}
