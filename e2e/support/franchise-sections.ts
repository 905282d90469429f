import type { APIRequestContext } from '@playwright/test';
import { pageOfSchema } from '@handyman/contracts';
import { franchiseHome, pageAt } from './content';
import { list } from './layout-content';

// What an office home's sections should hold, read from content-api: the section ids in display
// order, the section nav's labels, the cities and the office blog's first three posts.

export interface OfficeSectionExpectations {
  sections: string[];
  navLabels: string[];
  cities: { name: string; href: string }[];
  blogPosts: string[];
  workPhotos: number;
}

const ORDER: [id: string, label: string | null][] = [
  ['who-we-are', 'Who We Are'],
  ['residential', 'Residential'],
  ['commercial', 'Commercial'],
  ['our-work', 'Gallery'],
  ['service-areas', 'Service Areas'],
  ['why-choose-us', 'Why Choose Us'],
  ['offers', 'Offers'],
  ['reviews', 'Reviews'],
  ['local-services', null],
  ['careers', null],
  ['helpful-articles', 'Helpful Articles'],
  ['blog', 'Blog'],
];

export async function officeSectionExpectations(request: APIRequestContext, path: string): Promise<OfficeSectionExpectations> {
  const home = await franchiseHome(request, path);
  const blog = await pageAt(request, `${path}/blog`)
    .then((result) => pageOfSchema(result, 'FranchiseBlogIndex'))
    .catch(() => undefined);
  const posts = list(blog?.Navigation?.Page)
    .slice(0, 3)
    .map((post) => post.Link || post.Name);
  const ownerManaged = /^(on|yes|true)$/i.test(home.FranchiseCorporateControl.FranchiseOwnersControl.OwnerManagedContent?.Value ?? '');
  const shown = ORDER.filter(([id]) => (id !== 'blog' || posts.length > 0) && (id !== 'reviews' || !ownerManaged));
  return {
    sections: shown.map(([id]) => id),
    navLabels: shown.flatMap(([, label]) => (label ? [label] : [])),
    cities: list(home.ServiceCitySEO).map((city) => ({ name: city.City.Value, href: `/${city.CityURL}` })),
    blogPosts: posts,
    workPhotos: Math.min(15, list(home.FranchiseCorporateControl.FranchiseOwnersControl.OurWork?.GalleryImage).length),
  };
}
