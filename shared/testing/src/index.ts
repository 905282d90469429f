// @handyman/testing: the test helpers every package uses. Files named *-fixtures hold data and
// builders only; *-kit files act (fake services and browser APIs, renders, user input). Kits that
// render a package's components (the estimate form's) live in that package's src/testing.
export { TEST_CONFIG } from './config-fixtures';
export {
  buildBlogPost,
  buildBreadcrumb,
  buildCorporateControl,
  buildDetailPage,
  buildFranchiseBlogIndex,
  buildFranchiseDetailPage,
  buildFranchiseHome,
  buildHours,
  buildLocalOffice,
  buildPageLink,
  buildSiteSettings,
  buildTabContent,
  buildZipForm,
  type DeepPartial,
  envelope,
  externalPage,
  field,
  image,
  merge,
  sitePage,
} from './cms-fixtures';
export { packagesIndex, packageSummary } from './package-fixtures';
export { mockFetch, jsonResponse, pagesByPath, queriesOf, type FetchRoutes } from './fetch-kit';
export { renderRoute, type RenderRouteOptions } from './router-kit';
export { expectResponsiveImage } from './image-kit';
export { formField, fillForm, VISITOR } from './estimate-visitor-kit';
export { mockMatchMedia, restoreMatchMedia, type FakeMedia } from './match-media-kit';
export { FakeIntersectionObserver, fakeIntersectionObserver } from './intersection-observer-kit';
