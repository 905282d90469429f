import { createElement, lazy, type ComponentType } from 'react';
import type { ShellPage } from '../../lib/shell-routes';
import { loadHomePage } from '../../pages/home/load-home-page';
import { homeLoader } from '../../pages/home/home-loader';
import { contentLoader } from '../../pages/content/content-loader';
import { contactSuccessLoader } from '../../pages/contact-success/contact-success-loader';
import { estimateFormLoader } from '../../pages/estimate-form/estimate-form-loader';
import { finderLoader, stateLoader } from '../../pages/office-finder/finder-loader';
import { OfficePrefix } from './OfficePrefix';
import { defineShellPage, type ShellPageRoute } from './shell-page';

// The shell's own pages: loaders are small and in the main bundle (a client navigation runs one
// before the page's code is in); components are lazy, one chunk per page.

/** A page not moved to a loader yet: it loads its content while it renders (its route's contentPath is its data). */
function rendering(Page: ComponentType<{ contentPath?: string }>) {
  return defineShellPage<string | null>({
    loader: async (_args, route) => ({ data: route.contentPath ?? null }),
    Component: ({ data }) => createElement(Page, data ? { contentPath: data } : {}),
  });
}

export const SHELL_PAGES: Record<ShellPage, ShellPageRoute<never>> = {
  home: defineShellPage({ loader: homeLoader, Component: lazy(loadHomePage) }),
  officeFinder: defineShellPage({ loader: finderLoader, Component: lazy(() => import('../../pages/office-finder/OfficeFinderPage')) }),
  officeState: defineShellPage({ loader: stateLoader, Component: lazy(() => import('../../pages/office-finder/OfficeStatePage')) }),
  contentPage: defineShellPage({ loader: contentLoader, Component: lazy(() => import('../../pages/content/ContentPage')) }),
  contactSuccess: defineShellPage({
    loader: contactSuccessLoader,
    Component: lazy(() => import('../../pages/contact-success/ContactSuccessPage')),
  }),
  estimateForm: defineShellPage({
    loader: estimateFormLoader,
    Component: lazy(() => import('../../pages/estimate-form/EstimateFormPage')),
  }),
  officePrefix: rendering(OfficePrefix),
};
