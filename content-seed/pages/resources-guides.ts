// The homeowner guides under /resources: the checklists, FAQs, tips and the service promise. Long
// copy is in data/resources (the checklists and tips as .html, the questions in faqs.json).
import { dataJson, dataText } from '../lib/data-files';
import { f, img, link, type Crumb, type SeedPage } from '../lib/seed-helpers';
import { blogPath } from '../content/media-paths';
import { ALL_POSTS, postPath } from '../content/blog';
import { banner, bodyCopy, detailPage, promiseSlider } from './corporate-parts';

const R: Crumb = ['Resources', 'resources'];
const FAQS = () => dataJson<{ question: string; answer: string }[]>('resources/faqs.json');

/** The how-to posts the tips page links to (those with an image). */
const TIP_POSTS = [
  'spring-home-maintenance-checklist',
  'how-to-patch-drywall-like-a-pro',
  'caulking-101',
  'weatherstripping-guide',
  'how-to-fix-a-door-that-wont-latch',
  'home-maintenance-calendar',
];

/** /resources/sell-your-home-checklist, with the Home Sale Prep package. */
export function sellYourHomeChecklist(): SeedPage {
  return detailPage(
    'resources/sell-your-home-checklist',
    'Sell Your Home Checklist',
    'Sell Your Home Checklist',
    'A week-by-week checklist of the repairs and touch-ups that help a home sell.',
    {
      Heading: f('Sell Your Home Checklist'),
      Banner: banner(
        'sell-your-home',
        'Sell Your Home Checklist',
        'Fix what buyers notice and inspectors flag',
        'A home with a For Sale sign',
      ),
      Copy: f(dataText('resources/sell-your-home-checklist.html')),
      Trays: [
        {
          TrayName: 'ImageAndCopyTray',
          Heading: f('Let us handle the list'),
          Copy: f(
            "<p>Send us your agent's list or inspection report and we will quote it line by line, then work around your showings.</p>",
          ),
          Image: img('Images/Packages/home-sale-prep.jpg', 'A home ready to sell'),
          ImageAlignment: f('Right'),
          Background: f('Gray'),
          Grid: f('50-50'),
          Page: link('packages/home-sale-prep', 'home-sale-prep', 'Home Sale Prep Package', 'PackageDetail'),
        },
      ],
    },
    [R, ['Sell Your Home Checklist', 'resources/sell-your-home-checklist']],
  );
}

/** /resources/faqs: the common questions as an accordion. */
export function faqs(): SeedPage {
  return detailPage(
    'resources/faqs',
    'FAQs',
    'Frequently Asked Questions',
    'Answers to the questions homeowners ask Brightwood Handyman most.',
    {
      Heading: f('Frequently Asked Questions'),
      Banner: banner('faqs', 'Frequently Asked Questions', 'Straight answers to common questions', 'A tidy living room'),
      Copy: f('<p>Do not see your question? Call 866-FIX-MY-HOME or ask your local office.</p>'),
      Trays: [
        {
          TrayName: 'FAQAccordion',
          Heading: f('Common questions'),
          AccordionItem: FAQS().map(({ question, answer }) => ({ Heading: f(question), Copy: f(`<p>${answer}</p>`) })),
        },
      ],
    },
    [R, ['FAQs', 'resources/faqs']],
  );
}

/** /resources/contractor-checklist: what to ask any contractor. */
export function contractorChecklist(): SeedPage {
  return detailPage(
    'resources/contractor-checklist',
    'Contractor Checklist',
    'Contractor Checklist',
    'Questions to ask any contractor before you hire, and the red flags to watch for.',
    {
      Heading: f('Contractor Checklist'),
      Banner: banner('contractor-checklist', 'Contractor Checklist', 'Questions to ask before you hire anyone', 'A clipboard checklist'),
      Copy: f(dataText('resources/contractor-checklist.html')),
      Trays: [
        bodyCopy('Print it, keep it', '<p>Keep this checklist by the phone. It takes five minutes and can save you thousands.</p>', {
          AddOutline: f('Yes'),
        }),
      ],
    },
    [R, ['Contractor Checklist', 'resources/contractor-checklist']],
  );
}

/** /resources/home-tips-and-tricks: quick fixes and the how-to posts. */
export function homeTips(): SeedPage {
  return detailPage(
    'resources/home-tips-and-tricks',
    'Home Tips & Tricks',
    'Home Tips & Tricks',
    'Quick fixes and maintenance tips from Brightwood craftsmen.',
    {
      Heading: f('Home Tips & Tricks'),
      Banner: banner('home-tips', 'Home Tips & Tricks', 'Quick wins from our craftsmen', 'Built-in shelves and a workbench'),
      Copy: f(dataText('resources/home-tips-and-tricks.html')),
      Trays: [
        {
          TrayName: 'ImageGallery',
          Heading: f('Popular how-to articles'),
          ImagesPerRow: f('3'),
          ShowCaptions: f('Yes'),
          FullWidth: f('No'),
          Image: TIP_POSTS.map((slug) => {
            const p = ALL_POSTS.find((post) => post.slug === slug)!;
            return { Image: img(blogPath(slug), p.title), Caption: f(p.title), Page: link(postPath(p), slug, p.title, 'BlogPost') };
          }),
        },
      ],
    },
    [R, ['Home Tips & Tricks', 'resources/home-tips-and-tricks']],
  );
}

/** /resources/service-promise: the four promises. */
export function servicePromise(): SeedPage {
  return detailPage(
    'resources/service-promise',
    'Service Promise',
    'Our Service Promise',
    'The promises every Brightwood office makes to every homeowner.',
    {
      Heading: f('Our Service Promise'),
      Banner: banner('service-promise', 'Our Service Promise', 'What you can expect, every time', 'A home with a green check mark'),
      Copy: f(
        '<p>Every Brightwood office, in every state, makes the same four promises. If we fall short on any of them, tell us, and we will make it right.</p>',
      ),
      Trays: [
        promiseSlider('Four promises, every visit'),
        bodyCopy(
          'If something is not right',
          '<p>Call your office first. If you are still not satisfied, call our customer care team at 866-FIX-MY-HOME and a manager will personally follow up within one business day.</p>',
          { AddOutline: f('Yes'), HeadingAlignment: f('Center') },
        ),
      ],
    },
    [R, ['Service Promise', 'resources/service-promise']],
  );
}
