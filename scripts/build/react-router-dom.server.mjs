// The server builds' shared react-router-dom: what the browser's copy has, plus the static handler
// and router the shell's server renders with (the browser never needs them, so its copy leaves them out).
export * from './react-router-dom.mjs';
// eslint-disable-next-line no-restricted-imports -- this module is what the apps' react-router-dom imports resolve to
export { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
