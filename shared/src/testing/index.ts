export { TEST_CONFIG } from './test-config';
export { envelope, mockFetch, jsonResponse, type FetchRoutes } from './mock-fetch';
export { renderRoute, type RenderRouteOptions } from './render';
export { field, fillForm, VISITOR } from './estimate-visitor';
