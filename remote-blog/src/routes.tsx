import { defineRoute, ROUTE_MODULE_VERSION, type RemoteRouteModule } from '@handyman/platform';
import { BlogFeed } from './pages/list/BlogFeed';
import { blogAuthorLoader, blogCategoryLoader, blogYearLoader } from './pages/list/filter-loaders';
import { blogListLoader, blogSearchLoader } from './pages/list/list-loaders';
import { FranchiseBlogPage } from './pages/franchise/FranchiseBlogPage';
import { franchiseBlogLoader } from './pages/franchise/franchise-blog-loader';
import { BlogPostPage } from './pages/post/BlogPostPage';
import { blogPostLoader } from './pages/post/post-loader';

// remote-blog's route module: every page it serves under /blog and /offices/<office>/blog, with its
// paths. The shell routes those prefixes here; a page added here is live once this remote deploys.

export const version = ROUTE_MODULE_VERSION;

export const routes: RemoteRouteModule['routes'] = [
  defineRoute({ id: 'list', paths: ['/blog', '/blog.html', '/blog/page/:page'], loader: blogListLoader, Component: BlogFeed }),
  // '/blog/search' is where the blog's search form lands without JavaScript (?q=words).
  defineRoute({
    id: 'search',
    paths: ['/blog/search', '/blog/search/:query', '/blog/page/:page/search/:query'],
    loader: blogSearchLoader,
    Component: BlogFeed,
  }),
  defineRoute({
    id: 'category',
    paths: ['/blog/category/:category', '/blog/category/:category/page/:page'],
    loader: blogCategoryLoader,
    Component: BlogFeed,
  }),
  defineRoute({
    id: 'author',
    paths: ['/blog/author/:author', '/blog/author/:author/page/:page'],
    loader: blogAuthorLoader,
    Component: BlogFeed,
  }),
  defineRoute({ id: 'year', paths: ['/blog/year/:year', '/blog/year/:year/page/:page'], loader: blogYearLoader, Component: BlogFeed }),
  defineRoute({ id: 'post', paths: ['/blog/:year/:month/:day/:slug', '/blog/:slug'], loader: blogPostLoader, Component: BlogPostPage }),
  defineRoute({
    id: 'franchiseList',
    paths: ['/offices/:franchise/blog', '/offices/:franchise/blog/page/:page'],
    loader: franchiseBlogLoader,
    Component: FranchiseBlogPage,
  }),
  defineRoute({ id: 'franchisePost', paths: ['/offices/:franchise/blog/:slug'], loader: blogPostLoader, Component: BlogPostPage }),
];
