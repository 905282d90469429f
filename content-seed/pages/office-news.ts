// An office's news and events, and its seasonal services.
import type { Tray } from '@handyman/contracts';
import { f, link } from '../lib/seed-helpers';
import type { Office } from '../content/offices';
import { officePath } from './office-identity';
import { detail, where, type DetailEntry } from './office-detail';

/** A news item's date as the page shows it: "March 14, 2026". */
const newsDate = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function newsAndEvents(o: Office): DetailEntry {
  return detail(o, 'news-and-events', {
    name: 'News & Events',
    title: `News & Events in ${where(o)}`,
    description: `News and community events from ${o.name}.`,
    heading: `News & Events in ${where(o)}`,
    sub: `What is new at ${o.name}`,
    copy: '<p>Community projects, team news and seasonal updates from our office.</p>',
    trays: o.news.map((n) => ({
      TrayName: 'BodyCopyTray',
      Heading: f(n.title),
      HeadingAlignment: f('Left'),
      Subheading: f(newsDate(n.date)),
      Copy: f(`<p>${n.copy}</p>`),
      AddOutline: f('No'),
    })),
  });
}

export function seasonalServices(o: Office): DetailEntry {
  const home = officePath(o);
  return detail(o, 'seasonal-services', {
    name: 'Seasonal Services',
    title: `Seasonal Home Maintenance in ${where(o)}`,
    description: `What ${o.name} recommends for your home, season by season.`,
    heading: `Seasonal Services in ${where(o)}`,
    sub: `Year-round care for ${where(o)} homes`,
    copy: `<p>Every season is hard on a house in its own way. Here is what our craftsmen recommend for homes around ${where(o)}, and what we are booking now.</p>`,
    trays: o.seasonal
      .map(([season, copy]): Tray => ({
        TrayName: 'BodyCopyTray',
        Heading: f(season),
        HeadingAlignment: f('Left'),
        Copy: f(`<p>${copy}</p>`),
        AddOutline: f('Yes'),
        Page: link(`${home}#GetEstimateLink`, 'GetEstimateLink', `Book ${season} Service`, 'FranchiseHomePage'),
      }))
      .concat([{ TrayName: 'ScheduleandEstimateTabTray' }]),
  });
}
