import type { ContentEnvelope, PageResult } from '@handyman/contracts';
import { NotFoundError } from '../errors';
import { contentClient } from './client';
import { toContentPath } from './content-path';

export type PageEnvelope = ContentEnvelope<PageResult>;

/** GET api/page?path=...; an envelope with no results is a NotFoundError. */
export async function getPage(sitePath: string): Promise<PageEnvelope> {
  const path = toContentPath(sitePath);
  const envelope = await contentClient()
    .get('api/page', { searchParams: { path }, throwHttpErrors: (status) => status !== 404 })
    .json<PageEnvelope>();
  if (!envelope || envelope.totalResults === 0 || envelope.results.length === 0) {
    throw new NotFoundError(`No content at "${path}"`);
  }
  return envelope;
}
