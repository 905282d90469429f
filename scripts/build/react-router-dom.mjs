// The shared react-router-dom module every app's browser build gets (shared-modules.js provides it
// under that name; react-router-dom.server.mjs is the server builds' copy).
// A shared module cannot be tree-shaken, since any app may use any export: sharing the package itself
// put all of react-router (196 KB minified: data routers, server runtime, RSC, cookies, sessions) in
// the page's script. This module names what the apps use in the browser, so the rest is left out. An
// app that needs another export adds it here (and to the server copy); one missing is undefined at run
// time (the browser tests cover every page type), and lint keeps imports to react-router-dom.
// The browser runs React Router in its declarative mode (<Router>, useRoutes: the platform's page
// router runs the loaders), so none of the data router is here: it is the server's alone.
// eslint-disable-next-line no-restricted-imports -- this module is what the apps' react-router-dom imports resolve to
export {
  Link,
  NavLink,
  Outlet,
  Router,
  UNSAFE_LocationContext,
  createPath,
  matchRoutes,
  parsePath,
  redirect,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
