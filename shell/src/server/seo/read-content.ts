import { pageOfSchema, type ContentEnvelope, type PageResult, type PageSchemaName, type PageSchemas } from '@handyman/contracts';
import { type BlogPostEnvelope } from '@handyman/platform';
import type { ContentReader } from './content-reader';

function firstResult(read: ContentReader, path: string): Promise<PageResult | undefined> {
  return read<ContentEnvelope<PageResult>>('api/page', { path }).then((envelope) => envelope.results?.[0]);
}

/** The page at a content path when it has the given schema; undefined when there is no such page. */
export async function readPage<K extends PageSchemaName>(
  read: ContentReader,
  path: string,
  schema: K,
): Promise<PageSchemas[K] | undefined> {
  return pageOfSchema(await firstResult(read, path), schema);
}

/** One page of corporate blog posts, newest first. */
export function readBlogPosts(read: ContentReader, page: number, resultsPerPage: number): Promise<BlogPostEnvelope> {
  return read<BlogPostEnvelope>('api/search', { filters: 'type=BlogPost', sort: 'DatePublished=dec', page, resultsPerPage });
}

/** The value, or undefined when the call failed: one missing office or service must not sink the rest. */
export function attempt<T>(call: Promise<T>): Promise<T | undefined> {
  return call.catch(() => undefined);
}
