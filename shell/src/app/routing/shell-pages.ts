import type { ShellPage } from '../../lib/shell-routes';
import { loadHomePage } from '../../pages/home/load-home-page';
import { lazyLoader } from '@handyman/platform';
import { defineShellPage, lazyPage, type ShellPageRoute } from './shell-page';

// The shell's own pages. Loaders and components are both fetched when first needed: the first
// page's data comes inside its HTML, so a visitor downloads a page's loader only when they go to
// it in the browser, and its component beside the loader's content.

const homeLoader = lazyLoader(() => import('../../pages/home/home-loader'), 'homeLoader');
const finderLoader = lazyLoader(() => import('../../pages/office-finder/finder-loader'), 'finderLoader');
const stateLoader = lazyLoader(() => import('../../pages/office-finder/finder-loader'), 'stateLoader');
const contentLoader = lazyLoader(() => import('../../pages/content/content-loader'), 'contentLoader');
const contactSuccessLoader = lazyLoader(() => import('../../pages/contact-success/contact-success-loader'), 'contactSuccessLoader');
const estimateFormLoader = lazyLoader(() => import('../../pages/estimate-form/estimate-form-loader'), 'estimateFormLoader');
const officePrefixLoader = lazyLoader(() => import('./office-prefix-loader'), 'officePrefixLoader');
const privacyChoicesLoader = lazyLoader(() => import('../../pages/privacy-choices/privacy-choices-loader'), 'privacyChoicesLoader');

export const SHELL_PAGES: Record<ShellPage, ShellPageRoute<never>> = {
  home: defineShellPage({ loader: homeLoader, ...lazyPage(loadHomePage) }),
  officeFinder: defineShellPage({ loader: finderLoader, ...lazyPage(() => import('../../pages/office-finder/OfficeFinderPage')) }),
  officeState: defineShellPage({ loader: stateLoader, ...lazyPage(() => import('../../pages/office-finder/OfficeStatePage')) }),
  contentPage: defineShellPage({ loader: contentLoader, ...lazyPage(() => import('../../pages/content/ContentPage')) }),
  contactSuccess: defineShellPage({
    loader: contactSuccessLoader,
    ...lazyPage(() => import('../../pages/contact-success/ContactSuccessPage')),
  }),
  estimateForm: defineShellPage({
    loader: estimateFormLoader,
    ...lazyPage(() => import('../../pages/estimate-form/EstimateFormPage')),
  }),
  privacyChoices: defineShellPage({
    loader: privacyChoicesLoader,
    ...lazyPage(() => import('../../pages/privacy-choices/PrivacyChoicesPage')),
  }),
  // Always a redirect or not found: nothing to draw.
  officePrefix: defineShellPage({ loader: officePrefixLoader, Component: () => null }),
};
