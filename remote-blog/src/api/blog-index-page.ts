import { asArray, pageOfSchema, type BlogCategory, type BlogIndex, type OneOrMany } from '@handyman/contracts';
import { usePage } from '@handyman/platform/base';

/** The corporate blog's own page (api/page?path=blog); the CMS may list the blog's categories on it. */
export interface BlogIndexPage extends BlogIndex {
  IGX_Categories?: { BlogCategories?: OneOrMany<BlogCategory> };
}

export interface BlogIndexState {
  index: BlogIndexPage | undefined;
  categories: string[];
  loading: boolean;
}

/** The blog index page and its category names; a failure leaves them empty (lists still show). Not loaded when load is false. */
export function useBlogIndex(load = true): BlogIndexState {
  const { data, loading } = usePage(load ? '/blog' : null);
  const index = pageOfSchema(data?.results[0], 'BlogIndex') as BlogIndexPage | undefined;
  const categories = asArray(index?.IGX_Categories?.BlogCategories).map((category) => category.Name);
  return { index, categories, loading };
}
