// Franchise pages: home page, city pages and contact-success for every office; our-team, our-work,
// reviews, offers, why-choose-us, news, seasonal services, two services pages of its own (remodeling,
// aging in place), a promotion, a campaign and a local blog for offices with sub-pages. Each page is
// built in its own office-*.ts file.
import type { ReviewsResponse } from '@handyman/contracts';
import { slugify, type SeedPage } from '../lib/seed-helpers';
import { OFFICES, type Office } from '../content/offices';
import { officePath, placeId } from './office-identity';
import { ourTeam, ourWork, reviews, whyChooseUs } from './office-about';
import { officeBlog } from './office-blog';
import { cityPage, contactSuccess } from './office-cities';
import { homePage } from './office-home';
import { newsAndEvents, seasonalServices } from './office-news';
import { campaign, offers, promotion } from './office-offers';
import { remodeling } from './office-remodeling';
import { agingInPlace } from './office-safety';

/** The sub-pages every office with sub-pages has, in the order they are listed. */
const SUB_PAGES: ((o: Office) => SeedPage)[] = [
  ourTeam,
  ourWork,
  reviews,
  offers,
  whyChooseUs,
  newsAndEvents,
  seasonalServices,
  remodeling,
  agingInPlace,
  promotion,
  campaign,
];

function subPages(o: Office): SeedPage[] {
  return [...SUB_PAGES.map((page) => page(o)), ...officeBlog(o)];
}

export function officePages(): SeedPage[] {
  const pages: SeedPage[] = [];
  for (const o of OFFICES) {
    pages.push([officePath(o), homePage(o)]);
    o.cities.forEach((c, i) => pages.push(cityPage(o, c, i === 0)));
    pages.push(contactSuccess(o));
    if (o.subPages) pages.push(...subPages(o));
  }
  return pages;
}

export function reviewFiles(): [placeId: string, reviews: ReviewsResponse][] {
  return OFFICES.map((o): [string, ReviewsResponse] => {
    const start = Date.parse('2026-10-20T00:00:00Z');
    return [
      placeId(o),
      {
        placeId: placeId(o),
        franchiseReviews: o.reviews.map((r, i) => ({
          rating: r.stars,
          reviewDescription: r.text,
          reviewerName: r.name,
          store: o.name,
          date: new Date(start - (i * 23 + slugify(o.slug).length) * 86400000).toISOString().slice(0, 10),
        })),
      },
    ];
  });
}
