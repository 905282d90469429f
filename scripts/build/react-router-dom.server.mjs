// The server builds' shared react-router-dom: what the browser's copy has, plus the static handler
// whose loaders the shell's server runs (the browser never needs it, so its copy leaves it out).
export * from './react-router-dom.mjs';
// eslint-disable-next-line no-restricted-imports -- this module is what the apps' react-router-dom imports resolve to
export { createStaticHandler } from 'react-router';
