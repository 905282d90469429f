// The offices area's mapping layer: CMS shapes in, the plain view models its components render.
// ZipLookupForm maps its CMS content here and renders ZipLookupFormView, which a caller holding
// the view model renders directly.
export { zipFormModel, zipPlaceholder, type ZipFormCms, type ZipFormModel } from './zip-form-model';
