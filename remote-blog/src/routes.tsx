import type { RemoteRouteModule } from '@handyman/platform';
import { BlogListPage, BlogSearchPage } from './pages/list/BlogListPages';
import { BlogAuthorPage, BlogCategoryPage, BlogYearPage } from './pages/list/FilterPages';
import { FranchiseBlogPage } from './pages/franchise/FranchiseBlogPage';
import { BlogPostPage } from './pages/post/BlogPostPage';

/** remote-blog's route module: one component per page of the shared route table. */
export const pages: RemoteRouteModule<'blog'>['pages'] = {
  list: BlogListPage,
  search: BlogSearchPage,
  category: BlogCategoryPage,
  author: BlogAuthorPage,
  year: BlogYearPage,
  post: BlogPostPage,
  franchiseList: FranchiseBlogPage,
  franchisePost: BlogPostPage,
};
