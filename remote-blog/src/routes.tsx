import { defineRoute, ROUTE_MODULE_VERSION, type RemoteRouteModule } from '@handyman/platform';
import { BlogListPage, BlogSearchPage } from './pages/list/BlogListPages';
import { BlogAuthorPage, BlogCategoryPage, BlogYearPage } from './pages/list/FilterPages';
import { FranchiseBlogPage } from './pages/franchise/FranchiseBlogPage';
import { BlogPostPage } from './pages/post/BlogPostPage';

// remote-blog's route module: every page it serves under /blog and /offices/<office>/blog, with its
// paths. The shell routes those prefixes here; a page added here is live once this remote deploys.

export const version = ROUTE_MODULE_VERSION;

export const routes: RemoteRouteModule['routes'] = [
  defineRoute({ id: 'list', paths: ['/blog', '/blog.html', '/blog/page/:page'], Component: BlogListPage }),
  // '/blog/search' is where the blog's search form lands without JavaScript (?q=words).
  defineRoute({
    id: 'search',
    paths: ['/blog/search', '/blog/search/:query', '/blog/page/:page/search/:query'],
    Component: BlogSearchPage,
  }),
  defineRoute({ id: 'category', paths: ['/blog/category/:category', '/blog/category/:category/page/:page'], Component: BlogCategoryPage }),
  defineRoute({ id: 'author', paths: ['/blog/author/:author', '/blog/author/:author/page/:page'], Component: BlogAuthorPage }),
  defineRoute({ id: 'year', paths: ['/blog/year/:year', '/blog/year/:year/page/:page'], Component: BlogYearPage }),
  defineRoute({ id: 'post', paths: ['/blog/:year/:month/:day/:slug', '/blog/:slug'], Component: BlogPostPage }),
  defineRoute({
    id: 'franchiseList',
    paths: ['/offices/:franchise/blog', '/offices/:franchise/blog/page/:page'],
    Component: FranchiseBlogPage,
  }),
  defineRoute({ id: 'franchisePost', paths: ['/offices/:franchise/blog/:slug'], Component: BlogPostPage }),
];
