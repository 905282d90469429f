import { createHash } from 'node:crypto';

// What a written HTML document runs, read back from the document itself: the hash of every inline
// script (the shell's own, and the tags' inline code, held inert until the tag gate starts a copy)
// and the origins of the tags' sources (the settings' and the office's). So the policy allows
// exactly what the document holds, whatever wrote it.

export interface DocumentScripts {
  /** 'sha256-...' sources, one per distinct inline script. */
  hashes: string[];
  /** Origins of the tags' sources (data-src of a data-tag-purpose tag, src of a data-seo-insert), never the page's own. */
  origins: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
const DATA_TYPES = /\btype\s*=\s*"?(application\/(ld\+)?json|text\/template)/i;
const SOURCE = /(?:^|\s)(?:data-)?src\s*=\s*"([^"]*)"/i;
const TAG = /\sdata-(seo-insert|tag-purpose)\b/;

function originOf(source: string): string | undefined {
  try {
    const url = new URL(source.replace(/&amp;/g, '&'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined; // relative: the site's own
  }
}

export function documentScripts(html: string): DocumentScripts {
  const hashes = new Set<string>();
  const origins = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (DATA_TYPES.test(attributes)) continue; // data blocks are never run
    const source = SOURCE.exec(attributes)?.[1];
    if (source !== undefined) {
      const origin = TAG.test(attributes) ? originOf(source) : undefined;
      if (origin) origins.add(origin);
    } else if (text) {
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
  }
  return { hashes: [...hashes], origins: [...origins] };
}
