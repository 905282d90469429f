// An office's pages about itself: our team, our work, reviews and why choose us.
import { f, img } from '../lib/seed-helpers';
import { iconPath, officeBase, workPath } from '../content/media-paths';
import type { Office } from '../content/offices';
import { officeTeam } from './owners-control';
import { detail, where, type DetailEntry } from './office-detail';

export function ourTeam(o: Office): DetailEntry {
  return detail(o, 'our-team', {
    name: 'Our Team',
    title: `Meet Our Team in ${where(o)}`,
    description: `Meet the craftsmen and staff of ${o.name}.`,
    heading: `Meet Our Team in ${where(o)}`,
    sub: `The people behind ${o.name}`,
    copy: `<p>${o.intro}</p>`,
    trays: [{ TrayName: 'MeetTheTeam', Heading: f('Our Team'), TeamMember: officeTeam(o) }],
  });
}

export function ourWork(o: Office): DetailEntry {
  return detail(o, 'our-work', {
    name: 'Our Work',
    title: `Our Work in ${where(o)}`,
    description: `Recent projects by ${o.name}.`,
    heading: `Our Work in ${where(o)}`,
    sub: 'Recent projects from our craftsmen',
    copy: '<p>Every project here was completed by our own craftsmen. Filter by category to see the kind of work you are planning.</p>',
    trays: [
      {
        TrayName: 'ImageGallery',
        Heading: f('Project Gallery'),
        ImagesPerRow: f('3'),
        ShowCaptions: f('Yes'),
        FullWidth: f('No'),
        Image: o.gallery.map((gItem, i) => ({ Image: img(workPath(o.slug, i, gItem.scene), gItem.desc), Caption: f(gItem.desc) })),
      },
    ],
  });
}

export function reviews(o: Office): DetailEntry {
  return detail(o, 'reviews', {
    name: 'Reviews',
    title: `Customer Reviews in ${where(o)}`,
    description: `What homeowners say about ${o.name}.`,
    heading: `Customer Reviews in ${where(o)}`,
    sub: 'Real reviews from your neighbors',
    copy: '<p>We read every review, and we call back anyone who was not completely happy. Here is what homeowners say about working with us.</p>',
    trays: o.reviews
      .filter((r) => r.stars === 5)
      .slice(0, 3)
      .map((r) => ({ TrayName: 'Testimonial', Quote: f(r.text), Attribution: f(`${r.name}, ${o.locatedIn ?? o.city}`) })),
  });
}

export function whyChooseUs(o: Office): DetailEntry {
  return detail(o, 'why-choose-us', {
    name: 'Why Choose Us',
    title: `Why Choose Us in ${where(o)}`,
    description: `Why homeowners choose ${o.name}.`,
    heading: o.why.heading,
    sub: 'Locally owned and independently operated',
    copy: o.why.copy,
    trays: [
      {
        TrayName: 'WhyChooseUsTray',
        IntroHeading: f(o.why.heading),
        WhyChooseUsIntroCopy: f(`<p>${o.intro}</p>`),
        SplashImage: img(`${officeBase(o.slug)}/who-we-are.jpg`, `${o.name} crew`),
        Logo: [img(iconPath('licensed'), 'Licensed and insured'), img(iconPath('warranty'), 'Workmanship warranty')],
      },
    ],
  });
}
