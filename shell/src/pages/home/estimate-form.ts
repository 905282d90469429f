// The estimate form alone, for the home page's near-view import: a dynamic import of the package
// would bring every module of it.
export { EstimateForm } from '@handyman/estimate';
