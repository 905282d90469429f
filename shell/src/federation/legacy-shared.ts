// Remotes built before the shared layer was split into packages import @handyman/shared and its
// /ui, /trays, /zip and /estimate entries; remotes built before the ZIP form moved to
// @handyman/offices import @handyman/estimate/zip (which the shell provides from
// @handyman/shared/estimate-zip). The shell provides them as federation singletons (see
// scripts/build/shared-modules.js), built over the new packages, so such a remote runs on the same store
// and config as the rest of the page. Webpack provides a shared module only when the build imports
// it: these imports are what makes it. The server loads them at start; the browser never does.
export const legacySharedEntries = [
  () => import('@handyman/shared'),
  () => import('@handyman/shared/ui'),
  () => import('@handyman/shared/trays'),
  () => import('@handyman/shared/zip'),
  () => import('@handyman/shared/estimate'),
  () => import('@handyman/shared/estimate-zip'),
];
