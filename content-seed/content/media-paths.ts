// Where each generated image lives under media/: content refers to images through these, and
// media-plan.ts draws an image at each of them.
import type { IconName } from '../lib/brand';
import type { SceneKind } from '../lib/scenes';
import { slugify } from '../lib/seed-helpers';

export const bannerPath = (name: string): string => `Images/Banners/${name}.jpg`;
export const servicePath = (id: string): string => `Images/Services/${id.replace('/', '-')}.jpg`;
export const serviceBannerPath = (id: string): string => `Images/Services/${id.replace('/', '-')}-banner.jpg`;
export const packagePath = (id: string): string => `Images/Packages/${id}.jpg`;
export const packageBannerPath = (id: string): string => `Images/Packages/${id}-banner.jpg`;
export const blogPath = (slug: string): string => `Images/Blog/${slug}.jpg`;
export const officeBase = (slug: string): string => `Images/Offices/${slug}`;
export const teamPath = (office: string, name: string): string => `${officeBase(office)}/team/${slugify(name)}.svg`;
export const workPath = (office: string, i: number, scene: SceneKind): string =>
  `${officeBase(office)}/work/${String(i + 1).padStart(2, '0')}-${scene}.jpg`;
export const leaderPath = (name: string): string => `Images/Team/${slugify(name)}.svg`;
export const partnerPath = (id: string): string => `Images/Partners/${id}.svg`;
export const iconPath = (name: IconName | 'phone-16'): string => `Images/Icons/${name}.svg`;
export const testimonialPath = (i: number): string => `Images/Testimonials/person-${i + 1}.svg`;
export const communityPath = (name: string): string => `Images/Community/${name}.jpg`;
export const careersPath = (name: string): string => `Images/Careers/${name}.jpg`;
