import { defineRoute, lazyLoader, lazyPage, ROUTE_MODULE_VERSION, type RemoteRouteModule } from '@handyman/platform/base';

// remote-blog's route module: every page it serves under /blog and /offices/<office>/blog, with its
// paths and the list addresses its sitemap names. The shell routes those prefixes here; a page added
// here is live, and listed, once this remote deploys. Page 1 of a list moves to the list itself in its
// loader (pageNumber).

// Each page's code comes when it is shown (or its loader runs for a client navigation): a page
// does not bring the others, nor the shared packages only they use.
const BlogFeed = lazyPage(() => import('./pages/list/BlogFeed'), 'BlogFeed');
const FranchiseBlogPage = lazyPage(() => import('./pages/franchise/FranchiseBlogPage'), 'FranchiseBlogPage');
const BlogPostPage = lazyPage(() => import('./pages/post/BlogPostPage'), 'BlogPostPage');
// The sitemap's listers run on the server only: the browser never fetches their code.
const listSitemap = () => import('./pages/list/list-sitemap');

export const version = ROUTE_MODULE_VERSION;

export const routes: RemoteRouteModule['routes'] = [
  defineRoute({
    id: 'list',
    paths: ['/blog', '/blog.html', '/blog/page/:page'],
    loader: lazyLoader(() => import('./pages/list/list-loaders'), 'blogListLoader'),
    Component: BlogFeed,
    sitemap: lazyLoader(listSitemap, 'blogListSitemap'),
  }),
  // '/blog/search' is where the blog's search form lands without JavaScript (?q=words).
  defineRoute({
    id: 'search',
    paths: ['/blog/search', '/blog/search/:query', '/blog/page/:page/search/:query'],
    loader: lazyLoader(() => import('./pages/list/list-loaders'), 'blogSearchLoader'),
    Component: BlogFeed,
  }),
  defineRoute({
    id: 'category',
    paths: ['/blog/category/:category', '/blog/category/:category/page/:page'],
    loader: lazyLoader(() => import('./pages/list/filter-loaders'), 'blogCategoryLoader'),
    Component: BlogFeed,
    sitemap: lazyLoader(listSitemap, 'categorySitemap'),
  }),
  defineRoute({
    id: 'author',
    paths: ['/blog/author/:author', '/blog/author/:author/page/:page'],
    loader: lazyLoader(() => import('./pages/list/filter-loaders'), 'blogAuthorLoader'),
    Component: BlogFeed,
    sitemap: lazyLoader(listSitemap, 'authorSitemap'),
  }),
  defineRoute({
    id: 'year',
    paths: ['/blog/year/:year', '/blog/year/:year/page/:page'],
    loader: lazyLoader(() => import('./pages/list/filter-loaders'), 'blogYearLoader'),
    Component: BlogFeed,
    sitemap: lazyLoader(listSitemap, 'yearSitemap'),
  }),
  defineRoute({
    id: 'post',
    paths: ['/blog/:year/:month/:day/:slug', '/blog/:slug'],
    loader: lazyLoader(() => import('./pages/post/post-loader'), 'blogPostLoader'),
    Component: BlogPostPage,
  }),
  defineRoute({
    id: 'franchiseList',
    paths: ['/offices/:franchise/blog', '/offices/:franchise/blog/page/:page'],
    loader: lazyLoader(() => import('./pages/franchise/franchise-blog-loader'), 'franchiseBlogLoader'),
    Component: FranchiseBlogPage,
    sitemap: lazyLoader(() => import('./pages/franchise/franchise-blog-sitemap'), 'franchiseBlogSitemap'),
  }),
  defineRoute({
    id: 'franchisePost',
    paths: ['/offices/:franchise/blog/:slug'],
    loader: lazyLoader(() => import('./pages/post/post-loader'), 'blogPostLoader'),
    Component: BlogPostPage,
  }),
];
