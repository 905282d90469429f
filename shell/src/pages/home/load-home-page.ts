/** The home page's code. Started at boot on "/" (beside config.json) and lazily elsewhere. */
export const loadHomePage = () => import('./HomePage');
