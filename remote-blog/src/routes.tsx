import type { RemoteRouteModule } from '@handyman/shared';
import { ContentArticle } from '@handyman/shared/trays';
import { BlogAuthorPage, BlogCategoryPage, BlogListPage, BlogSearchPage, BlogYearPage } from './pages/list/BlogListPages';
import { BlogPostPage } from './pages/post/BlogPostPage';

/** remote-blog's route module: one component per page of the shared route table. */
export const pages: RemoteRouteModule<'blog'>['pages'] = {
  list: BlogListPage,
  search: BlogSearchPage,
  category: BlogCategoryPage,
  author: BlogAuthorPage,
  year: BlogYearPage,
  post: BlogPostPage,
  franchiseList: () => <ContentArticle />,
  franchisePost: BlogPostPage,
};
