// The media plan's images of offices (banner, crew, map, team, work photos, blog), of people
// (leaders, testimonials, partner marks) and of the community and careers pages.
import type { Office } from './offices';
import { FRANCHISE_POSTS } from './franchise-blog';
import { LEADERS, PARTNERS, TESTIMONIALS } from './corporate-people';
import { BANNER, type MediaItem } from './media-items';
import { photo } from './photo-plan';
import { BACKDROPS, type PortraitOptions } from '../lib/portraits';
import { careersPath, communityPath, leaderPath, officeBase, partnerPath, teamPath, testimonialPath, workPath } from './media-paths';

/** An office's banner, crew picture, map, team portraits, work photos, before and after, and blog images. */
export function officeImages(o: Office): MediaItem[] {
  const base = officeBase(o.slug);
  const ba = o.beforeAfter;
  return [
    photo(`${base}/banner.jpg`, 'home', BANNER, { region: o.region, focus: 0.72, van: true, seed: o.slug.length }, `${o.name} banner`),
    photo(`${base}/who-we-are.jpg`, 'team', [472, 237], { region: o.region, focus: 0.6, seed: o.slug.length }, `${o.name} crew`),
    { path: `${base}/map.svg`, type: 'map', office: o },
    ...o.team.map((m, i): MediaItem => ({
      path: teamPath(o.slug, m.name),
      type: 'portrait',
      look: { backdrop: BACKDROPS[i % BACKDROPS.length], ...m.look },
      title: m.name,
    })),
    ...o.gallery.map((gItem, i) =>
      photo(workPath(o.slug, i, gItem.scene), gItem.scene, [800, 600], { ...gItem, region: gItem.region ?? o.region, seed: i }, gItem.desc),
    ),
    photo(`${base}/work/before.jpg`, ba, [800, 600], { state: 'before', region: o.region }, `Before: ${ba}`),
    photo(`${base}/work/after.jpg`, ba, [800, 600], { state: 'after', region: o.region }, `After: ${ba}`),
    ...(FRANCHISE_POSTS[o.slug] ?? []).map((post) =>
      photo(`${base}/blog/${post.slug}.jpg`, post.scene.kind, [1200, 630], { region: o.region, ...post.scene }, post.title),
    ),
  ];
}

/** Leaders' and testimonial givers' portraits, on backdrops that differ from their neighbours'. */
export function peopleImages(): MediaItem[] {
  const portrait = (path: string, look: PortraitOptions, backdrop: number, title: string): MediaItem => ({
    path,
    type: 'portrait',
    look: { backdrop: BACKDROPS[backdrop % BACKDROPS.length], ...look },
    title,
  });
  return [
    ...LEADERS.map((p, i) => portrait(leaderPath(p.name), p.look, i + 2, p.name)),
    ...TESTIMONIALS.map((t, i) => portrait(testimonialPath(i), t.look, i + 4, t.by)),
    ...PARTNERS.map((p): MediaItem => ({ path: partnerPath(p.id), type: 'partner', partner: p })),
  ];
}

export const communityAndCareersImages = (): MediaItem[] => [
  photo(communityPath('habitat-build'), 'home', [500, 300], { region: 'piedmont', seed: 7 }, 'Volunteer home build'),
  photo(communityPath('trade-scholarships'), 'workshop', [500, 300], {}, 'Trade school workshop'),
  photo(communityPath('ramp-builds'), 'home', [500, 300], { region: 'hillcountry', seed: 8 }, 'Ramp build for a veteran'),
  photo(communityPath('park-cleanup'), 'fence', [500, 300], { region: 'desert', seed: 3 }, 'Park clean-up day'),
  photo(careersPath('culture'), 'workshop', [800, 600], {}, 'Brightwood workshop'),
  photo(careersPath('community'), 'neighborhood', [800, 600], { region: 'piedmont' }, 'Brightwood van in the neighborhood'),
  photo(careersPath('apprentice'), 'carpentry', [800, 600], {}, 'Apprentice carpentry project'),
];
