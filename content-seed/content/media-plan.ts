// Every generated image: where it goes, what draws it and at what size. Content refers to these
// paths (media-paths.ts); build-seed.ts reads the files back for Width/Height, so the two cannot
// drift apart. The plan is made of one step per kind of image (offices and people:
// media-plan-offices.ts).
import { SERVICES } from './services';
import { PACKAGES } from './packages';
import { ALL_POSTS } from './blog';
import { OFFICES } from './offices';
import { CORPORATE_BANNERS } from './corporate-banners';
import { BANNER, type MediaItem } from './media-items';
import { photo } from './photo-plan';
import { communityAndCareersImages, officeImages, peopleImages } from './media-plan-offices';
import { ICONS, type IconName } from '../lib/brand';
import type { SceneKind, SceneOptions } from '../lib/scenes';
import { bannerPath, blogPath, iconPath, packageBannerPath, packagePath, serviceBannerPath, servicePath } from './media-paths';

export type { MediaItem } from './media-items';

function brandImages(): MediaItem[] {
  const favicons = [
    ['favicon-16x16.png', 16],
    ['favicon-32x32.png', 32],
    ['apple-touch-icon.png', 180],
  ] as const;
  return [
    { path: 'Images/Brand/brightwood-logo.svg', type: 'logo' },
    { path: 'Images/Brand/brightwood-logo-white.svg', type: 'logo', dark: true },
    { path: 'Images/Brand/brightwood-mark.svg', type: 'mark', size: 64 },
    { path: 'Images/Favicons/favicon.svg', type: 'mark', size: 32 },
    ...favicons.map(([file, size]): MediaItem => ({ path: `Images/Favicons/${file}`, type: 'png', size })),
    ...(Object.keys(ICONS) as IconName[]).map((name): MediaItem => ({ path: iconPath(name), type: 'icon', name, size: 64 })),
    { path: iconPath('phone-16'), type: 'icon', name: 'phone', size: 16 },
  ];
}

const corporateBanners = (): MediaItem[] =>
  Object.entries(CORPORATE_BANNERS).map(([name, [kind, opts]]) =>
    photo(bannerPath(name), kind, BANNER, opts, `${name.replace(/-/g, ' ')} banner`),
  );

/** Each service and sub-service: a small illustration (drawn on a larger viewBox) and a banner. */
function serviceImages(): MediaItem[] {
  const services = SERVICES.flatMap((s): [string, SceneKind, SceneOptions][] => [
    [s.id, s.scene, {}],
    ...s.subs.map((sub): [string, SceneKind, SceneOptions] => [
      `${s.id}/${sub.id}`,
      sub.scene,
      sub.id === 'exterior-painting' ? { region: 'sonoran' } : {},
    ]),
  ]);
  return services.flatMap(([id, kind, opts], i): MediaItem[] => [
    photo(servicePath(id), kind, [250, 150], { ...opts, seed: i }, `${id} photo`),
    photo(serviceBannerPath(id), kind, BANNER, { ...opts, focus: 0.7, seed: i }, `${id} banner`),
  ]);
}

function packageImages(): MediaItem[] {
  return PACKAGES.flatMap((p, i): MediaItem[] => {
    const opts: SceneOptions = {
      region: (['piedmont', 'hillcountry', 'southern', 'mountain'] as const)[i % 4],
      season: p.season,
      sign: p.sign,
      seed: i,
    };
    return [
      photo(packagePath(p.id), p.scene, [600, 400], opts, `${p.name} package`),
      photo(packageBannerPath(p.id), p.scene, BANNER, { ...opts, focus: 0.7 }, `${p.name} banner`),
    ];
  });
}

const blogImages = (): MediaItem[] =>
  ALL_POSTS.map((post) => photo(blogPath(post.slug), post.scene.kind, [1200, 630], { focus: 0.5, ...post.scene }, post.title));

/** Every image, in plan order: brand, banners, services, packages, blog, offices, people, community. */
export function mediaPlan(): MediaItem[] {
  return [
    ...brandImages(),
    ...corporateBanners(),
    ...serviceImages(),
    ...packageImages(),
    ...blogImages(),
    ...OFFICES.flatMap(officeImages),
    ...peopleImages(),
    ...communityAndCareersImages(),
  ];
}
