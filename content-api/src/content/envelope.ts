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
