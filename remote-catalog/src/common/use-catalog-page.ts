import { NotFoundError, usePage } from '@handyman/platform';
import { pageOfSchema, type PageSchemaName, type PageSchemas } from '@handyman/contracts';

/**
 * The catalog page of the given schema at a content path, or undefined while it loads. A failed
 * answer is thrown for the host's error page; an empty answer or another schema is a not-found page.
 */
export function useCatalogPage<K extends PageSchemaName>(contentPath: string, schema: K): PageSchemas[K] | undefined {
  const { data, error } = usePage(contentPath);
  if (error) throw error;
  if (!data) return undefined;
  const page = pageOfSchema(data.results[0], schema);
  if (!page) throw new NotFoundError(`No ${schema} at "${contentPath}"`);
  return page;
}
