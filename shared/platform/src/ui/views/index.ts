// The UI's mapping layer: CMS shapes in, the plain view models the base components render. Each
// exported component that takes a CMS shape maps it here and renders its *View counterpart, which
// a caller that already holds the view model (from its loader) renders directly.
export { imageModel, type ImageModel } from './image-model';
export { linkModel, type LinkModel } from './link-model';
export { breadcrumbItems, type BreadcrumbItem, type BreadcrumbOptions } from '../BreadcrumbItems';
export { officeAddressLines } from '@handyman/platform';
