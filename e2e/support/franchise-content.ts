import type { APIRequestContext } from '@playwright/test';
import { WEEKDAYS, type DayHours, type FranchiseHomePage, type HoursData, type PageLink } from '@handyman/contracts';
import { displayPhone, franchiseHome } from './content';
import { lookupZip } from './home-content';
import { list } from './layout-content';

// Expected values of a franchise home page (/offices/<id>), read from content-api: the filled
// H1, phone, hours rows, offers, top reviews and work photos the page should show.

export interface FranchiseHomeExpectations {
  home: FranchiseHomePage;
  path: string;
  name: string;
  h1: string;
  title: string;
  phone: { display: string; tel: string };
  /** 'Mon - Fri 7:30 am - 5:00 pm', 'Sat By appointment', ... or just 'Open 24/7'. */
  hours: string[];
  offers: string[];
  /** Reviewer names of the three best reviews, highest rating first. */
  topReviewers: string[];
  ourWork: { heading: string; photos: number; galleryHref: string };
  /** A ZIP the office owns, with the city and state the estimate form fills in from it. */
  zip: { zip: string; city: string; state: string };
}

function fill(text: string, home: FranchiseHomePage): string {
  const control = home.FranchiseCorporateControl;
  const values: Record<string, string> = {
    City: control.City.Value,
    State: control.State.Value,
    StateAbbreviation: control.StateAbbreviation.Value,
    FranchiseName: control.FranchiseName.Value,
    Phone: displayPhone(control.PhoneNumber.Value),
  };
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

function shown(day: DayHours): string {
  if (day.Closed.Value === 'true') return 'Closed';
  if (day.ByAppointment.Value === 'true') return 'By appointment';
  return `${clock(day.StartTime.Value)} - ${clock(day.EndTime.Value)}`;
}

/** The rows the hours block shows: weekdays alike make one 'Mon - Fri' row, an alike weekend one 'Sat & Sun' row. */
export function expectedHours(hours: HoursData): string[] {
  if (hours.Operates247.Value === 'true') return ['Open 24/7'];
  const days = WEEKDAYS.map((day) => ({ label: day === 'Thursday' ? 'Thur' : day.slice(0, 3), text: shown(hours[day]) }));
  const [workdays, weekend] = [days.slice(0, 5), days.slice(5)];
  if (new Set(workdays.map((day) => day.text)).size > 1) return days.map((day) => `${day.label} ${day.text}`);
  const weekendRows =
    weekend[0]!.text === weekend[1]!.text ? [`Sat & Sun ${weekend[0]!.text}`] : weekend.map((day) => `${day.label} ${day.text}`);
  return [`Mon - Fri ${workdays[0]!.text}`, ...weekendRows];
}

const href = (page: PageLink) => `/${page.URL.replace(/^\/+/, '')}`;

export async function franchiseHomeExpectations(request: APIRequestContext, path: string): Promise<FranchiseHomeExpectations> {
  const home = await franchiseHome(request, path);
  const control = home.FranchiseCorporateControl;
  const owners = control.FranchiseOwnersControl;
  const reviews = list(owners.Reviews).map((review, index) => ({
    stars: Number(review.Stars.Value),
    index,
    name: review.ReviewerName.Value,
  }));
  const ourWork = owners.OurWork!;
  const zip = control.OwnedZipcodes[0]!;
  const place = (await lookupZip(request, zip)) as Awaited<ReturnType<typeof lookupZip>> & { originCity: string };
  return {
    home,
    path,
    name: control.FranchiseName.Value,
    h1: fill(home.H1TagForFranchiseHomePage?.Value || control.FranchiseName.Value, home),
    title: fill(home.Title, home),
    phone: { display: displayPhone(control.PhoneNumber.Value), tel: control.PhoneNumber.Value.replace(/\D/g, '') },
    hours: expectedHours(owners.HoursOfOperations),
    offers: list(owners.Offers).map((offer) => fill(offer.OfferName.Value, home)),
    topReviewers: reviews
      .sort((a, b) => b.stars - a.stars || a.index - b.index)
      .slice(0, 3)
      .map((review) => review.name),
    ourWork: {
      heading: fill(ourWork.Heading.Value, home),
      photos: Math.min(15, list(ourWork.GalleryImage).length),
      galleryHref: href(ourWork.Page ?? { Name: 'our-work', URL: `${path}/our-work` }),
    },
    zip: { zip, city: place.originCity, state: place.originState },
  };
}
