// The page types the weight bench loads: one address each, every page type of the site.
import { newestPostPath } from '../ssr/stack.mjs';

/** Every page type, with the status its address answers. The post is the newest one content-api has. */
export async function pageTypes() {
  const post = await newestPostPath();
  return [
    { name: 'home', path: '/' },
    { name: 'office finder', path: '/offices' },
    { name: 'state page', path: '/offices/state/nevada' },
    { name: 'office home', path: '/offices/summerlin' },
    { name: 'office sub-page', path: '/offices/summerlin/our-team' },
    { name: 'city', path: '/offices/summerlin/city/the-lakes' },
    { name: 'blog list', path: '/blog' },
    { name: 'post', path: post },
    { name: 'services', path: '/services' },
    { name: 'service detail', path: '/services/painting' },
    { name: 'packages', path: '/packages' },
    { name: 'package detail', path: '/packages/curb-appeal' },
    { name: 'FAQ', path: '/resources/faqs' },
    { name: 'careers', path: '/careers' },
    { name: '404', path: '/no-such-page', status: 404 },
  ].map((page) => ({ status: 200, ...page }));
}
