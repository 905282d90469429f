import { NotFoundError, type LoaderArgs, type SitePageHead } from '@handyman/platform/base';
import { pageOfSchema, type PageSchemaName, type PageSchemas } from '@handyman/contracts';

/**
 * The catalog page of the given schema at a content path, from the render's content cache. No
 * content, or a page of another schema, is not found; a failed answer is thrown as it is (the
 * shell's 503 screen).
 */
export async function loadCatalogPage<K extends PageSchemaName>(args: LoaderArgs, contentPath: string, schema: K): Promise<PageSchemas[K]> {
  const envelope = await args.page(contentPath);
  const page = pageOfSchema(envelope.results[0], schema);
  if (!page) throw new NotFoundError(`No ${schema} at "${contentPath}"`);
  return page;
}

/** A catalog page's head: its own title (the shell adds the site's suffix) and description, when it has them. */
export function catalogHead(title: string, description: string | undefined): SitePageHead {
  return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
}
