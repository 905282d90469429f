import type { ContentEnvelope } from '@handyman/contracts';

export interface EnvelopeInput {
  path: string;
  /** Result items already serialised to JSON, so hot reads skip re-stringifying seed content. */
  items: readonly string[];
  totalResults: number;
  page: number;
  resultsPerPage: number;
}

/** The envelope as a JSON string, field for field a `ContentEnvelope`. */
export function envelopeJson(input: EnvelopeInput): string {
  const meta: Omit<ContentEnvelope<never>, 'results' | 'path'> = {
    totalResults: input.totalResults,
    page: input.page,
    totalPages: Math.ceil(input.totalResults / input.resultsPerPage),
    resultsPerPage: input.resultsPerPage,
  };
  return `{"path":${JSON.stringify(input.path)},"results":[${input.items.join(',')}],${JSON.stringify(meta).slice(1)}`;
}

/** The items of one page of a list. */
export function pageSlice<T>(items: readonly T[], page: number, resultsPerPage: number): T[] {
  const start = (page - 1) * resultsPerPage;
  return items.slice(start, start + resultsPerPage);
}

/** The envelope of one page of a list of serialised documents, e.g. blog posts newest first. */
export function listPageJson(
  path: string,
  docs: readonly { json: string; summaryJson: string }[],
  { page, resultsPerPage, summary = false }: { page: number; resultsPerPage: number; summary?: boolean },
): string {
  return envelopeJson({
    path,
    items: pageSlice(docs, page, resultsPerPage).map((doc) => (summary ? doc.summaryJson : doc.json)),
    totalResults: docs.length,
    page,
    resultsPerPage,
  });
}
