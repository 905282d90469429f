import { asArray, pageOfSchema } from '@handyman/contracts';
import type { LoaderArgs, PageEnvelope } from '@handyman/platform/base';
import type { BlogIndexPage } from './blog-index-page';

/** What the blog's pages take from the corporate blog's own page (api/page?path=blog). */
export interface BlogIndexView {
  title?: string;
  description?: string;
  /** The category names the CMS lists on it. */
  categories: string[];
}

export function blogIndexView(envelope: PageEnvelope | undefined): BlogIndexView {
  const index = pageOfSchema(envelope?.results[0], 'BlogIndex') as BlogIndexPage | undefined;
  return {
    ...(index?.Title ? { title: index.Title } : {}),
    ...(index?.Description ? { description: index.Description } : {}),
    categories: asArray(index?.IGX_Categories?.BlogCategories).map((category) => category.Name),
  };
}

/** The blog index from the render's content cache; a failure leaves it empty (lists still show). */
export async function loadBlogIndex(args: LoaderArgs): Promise<BlogIndexView> {
  return blogIndexView(await args.page('/blog').catch(() => undefined));
}
