import { navigationPage } from './home-links';
import { asArray, type FranchiseHomePage, type PageLink, type Tray, type WhyChooseUsTray } from '@handyman/contracts';
import { type SectionData } from './nav/home-sections';
import { useOfficeBlogPosts } from './sections/articles/use-office-articles';
import { shownOffers } from './sections/offers/offer-layout';
import { workImages } from './sections/our-work/gallery';
import { useOfficeReviews } from './sections/reviews/use-office-reviews';
import type { ReviewDisplay } from './sections/reviews/top-reviews';
import { whyChooseUsTray } from './sections/why-choose-us/why-choose-us';
import { splitWhoWeAre, type WhoWeAreContent } from './sections/who/who-we-are';

export interface HomeData {
  whoWeAre: WhoWeAreContent | undefined;
  otherTrays: Tray[];
  whyTray: WhyChooseUsTray | null;
  reviews: ReviewDisplay[];
  blogPosts: PageLink[];
  blogPath: string;
  /** Which data-dependent sections are on the page. */
  sections: SectionData;
}

/** What the office home's sections show, loaded through the shared hooks, and which sections that makes. */
export function useHomeData(home: FranchiseHomePage, path: string): HomeData {
  const control = home.FranchiseCorporateControl;
  const owners = control.FranchiseOwnersControl;
  const reviews = useOfficeReviews(control);
  const { posts, blogPath } = useOfficeBlogPosts(path);
  const { whoWeAre, otherTrays } = splitWhoWeAre(home);
  const whyTray = whyChooseUsTray(owners, home.Trays, navigationPage(home, 'why-choose-us'));
  return {
    whoWeAre,
    otherTrays,
    whyTray,
    reviews,
    blogPosts: posts,
    blogPath,
    sections: {
      offers: shownOffers(owners?.Offers).length > 0,
      reviews: reviews.length > 0,
      blog: posts.length > 0,
      'our-work': workImages(owners?.OurWork).length > 0,
      'why-choose-us': Boolean(whyTray) || asArray(home.Trays).some((tray) => tray?.TrayName === 'WhyChooseUsTray'),
    },
  };
}
