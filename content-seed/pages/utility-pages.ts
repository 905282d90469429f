// Pages that are not about the business: not found, the thank-you page when no office matched, and
// the estimate form test page.
import { f, img, type SeedPage } from '../lib/seed-helpers';
import { bannerPath } from '../content/media-paths';
import { BRAND } from './brand-facts';
import { banner, detailPage, findAnOffice } from './corporate-parts';

export function notFound(): SeedPage {
  return detailPage(
    'resources/404',
    '404',
    'Page Not Found',
    'The page you were looking for could not be found.',
    {
      Heading: f('Oops! That page is off the job site.'),
      Copy: f(
        '<p>The page you were looking for may have moved, or the link may be out of date. Find your local office below, browse our <a href="/services">services</a>, or head back to the <a href="/">home page</a>.</p>',
      ),
      HeroWithOverlay: {
        BackgroundImage: img(bannerPath('not-found'), 'A ladder and toolbox in a grassy yard'),
        Heading: f("Let's get you back on track"),
        Subheading: f('Enter your zip code to find your local Brightwood office'),
        TextBoxBackgroundColor: f('Dark'),
        TextBoxAlignment: f('Left'),
      },
      Trays: [findAnOffice],
    },
    [
      ['Resources', 'resources'],
      ['404', 'resources/404'],
    ],
  );
}

export function contactSuccess(): SeedPage {
  return detailPage(
    'contact-success',
    'Contact Us',
    'Thank You',
    'Thank you for contacting Brightwood Handyman.',
    {
      Heading: f('Contact Success'),
      Banner: banner(
        'contact-success',
        'Thank You For Your Estimate Request!',
        'We have received your request',
        'A home with a green check mark',
      ),
      Copy: f(
        `<p>Thanks for reaching out. We could not match your zip code to a local office automatically, so a member of our customer care team will call you within one business day to connect you with the nearest Brightwood office. If you would rather talk now, call ${BRAND.phoneDisplay}.</p>`,
      ),
      Trays: [
        {
          TrayName: 'BodyCopyTray',
          Heading: f('What happens next'),
          HeadingAlignment: f('Center'),
          Copy: f(
            '<ol><li>We confirm the details of your project by phone.</li><li>We connect you with your nearest office for a free estimate.</li><li>Your craftsman arrives in the window you agree on.</li></ol>',
          ),
          AddOutline: f('Yes'),
        },
        findAnOffice,
      ],
    },
    [['Contact Us', 'contact-success']],
  );
}

export function testFormPage(): SeedPage {
  return detailPage(
    'test-form-fill-page',
    'Test Form Fill Page',
    'Estimate Form Test Page',
    'Internal page for testing the estimate form. Not for public use.',
    {
      Heading: f('Estimate Form Test Page'),
      Banner: banner('test-form', 'Estimate Form Test Page', 'For quality assurance only', 'A red front door'),
      Copy: f(
        '<p>This page exists so our team can test the estimate form end to end. Submissions from this page are tagged as tests and are not sent to a local office. If you reached this page by accident, please use <a href="/offices">Find A Handyman</a> instead.</p>',
      ),
      Trays: [
        {
          TrayName: 'BodyCopyTray',
          Heading: f('Test checklist'),
          HeadingAlignment: f('Left'),
          Copy: f(
            '<ul><li>Use a zip code from a known office territory, for example 89135 or 75093.</li><li>Try an unserviced zip code such as 59801 to check the no-office path.</li><li>Confirm the thank-you page and the office phone number shown.</li></ul>',
          ),
          AddOutline: f('Yes'),
        },
      ],
    },
    [['Test Form Fill Page', 'test-form-fill-page']],
  );
}
