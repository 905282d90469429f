import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Page JSON is stored deflated with a dictionary of the seed's own pages: the many offices' pages are
 * clones of a few, and posts share their shape, so what one page repeats of another is stored once
 * (in the dictionary) instead of in every row. A row decodes in a few microseconds per kilobyte.
 */
export const DICTIONARY_BYTES = 32 * 1024;

/** Page files sampled for the dictionary, spread evenly over the sorted file list (every kind of page). */
export const DICTIONARY_SAMPLES = 12;

/** A dictionary from sample pages' JSON: deflate looks back 32 KB at most, so the last 32 KB of them. */
export function dictionaryOf(samples: readonly string[]): Buffer {
  const joined = Buffer.from(samples.join('\n'), 'utf8');
  return joined.subarray(Math.max(0, joined.length - DICTIONARY_BYTES));
}

export class PageCodec {
  constructor(readonly dictionary: Buffer) {}

  encode(json: string): Buffer {
    return deflateRawSync(json, { dictionary: this.dictionary });
  }

  decode = (stored: Uint8Array): string => inflateRawSync(stored, { dictionary: this.dictionary }).toString('utf8');
}
