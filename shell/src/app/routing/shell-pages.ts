import type { ShellPage } from '../../lib/shell-routes';
import { loadHomePage } from '../../pages/home/load-home-page';
import { homeLoader } from '../../pages/home/home-loader';
import { contentLoader } from '../../pages/content/content-loader';
import { contactSuccessLoader } from '../../pages/contact-success/contact-success-loader';
import { estimateFormLoader } from '../../pages/estimate-form/estimate-form-loader';
import { finderLoader, stateLoader } from '../../pages/office-finder/finder-loader';
import { officePrefixLoader } from './office-prefix-loader';
import { defineShellPage, lazyPage, type ShellPageRoute } from './shell-page';

// The shell's own pages: loaders are small and in the main bundle; components are lazy, one chunk
// per page, fetched beside the loader's content on a client navigation.

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
  // Always a redirect or not found: nothing to draw.
  officePrefix: defineShellPage({ loader: officePrefixLoader, Component: () => null }),
};
