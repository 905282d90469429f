import type { OutputFormat } from './image-params';

/** The media types of the output formats. */
export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The q-value the Accept header gives a media type (its own, else image/*, else *\/*), 0 when refused. */
function quality(accept: string, type: string): number {
  let best: number | undefined;
  let bestSpecificity = -1;
  for (const part of accept.toLowerCase().split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const specificity = range === type ? 2 : range === 'image/*' ? 1 : range === '*/*' ? 0 : -1;
    if (specificity <= bestSpecificity) continue;
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    best = q === undefined ? 1 : Number(q);
    bestSpecificity = specificity;
  }
  return best ?? 0;
}

/**
 * The best format the browser takes: AVIF, then WebP (both only when named: `image/*` alone does
 * not promise them), then JPEG, or PNG for a source with transparency, which JPEG would lose.
 */
export function negotiateFormat(accept: string | undefined, hasAlpha: boolean): OutputFormat {
  const header = accept ?? '';
  const named = (type: string): boolean => header.toLowerCase().includes(type) && quality(header, type) > 0;
  if (named('image/avif')) return 'avif';
  if (named('image/webp')) return 'webp';
  return hasAlpha ? 'png' : 'jpeg';
}
