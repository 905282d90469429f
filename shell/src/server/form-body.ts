import type { IncomingMessage } from 'node:http';
import { ESTIMATE_FIELDS, ESTIMATE_MAX_LENGTH } from '@handyman/contracts/validation';

/**
 * The largest valid estimate form, URL-encoded: every field at its longest, each character at its
 * widest (a three-byte UTF-8 character is nine bytes as %XX%XX%XX; a four-byte one counts as two
 * characters, so 6 bytes each), with room for the names and the other fields the form posts.
 */
export const LARGEST_VALID_FORM = ESTIMATE_FIELDS.reduce((sum, field) => sum + ESTIMATE_MAX_LENGTH[field] * 9 + 64, 0) + 4096;

/** The most a posted form may carry: above the largest valid form in any script. */
export const FORM_BODY_LIMIT = 64 * 1024;

export type FormBody =
  { kind: 'form'; fields: URLSearchParams } | { kind: 'problem'; status: 413 | 415; message: string; unread?: boolean };

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A posted HTML form's fields. Other bodies are refused before they are read (415), and so are
 * bodies over the limit (413): a declared one is not read at all (`unread`: the answer must close
 * the connection), one that turns out longer is read no further.
 */
export async function readFormBody(request: IncomingMessage, limit = FORM_BODY_LIMIT): Promise<FormBody> {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const tooLarge = { kind: 'problem', status: 413, message: `A posted form may be at most ${limit} bytes.`, unread: true } as const;
  if (type !== FORM_TYPE) {
    request.resume();
    return { kind: 'problem', status: 415, message: `Pages take only the estimate form, posted as ${FORM_TYPE}.` };
  }
  if (Number(request.headers['content-length']) > limit) return tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return tooLarge;
    chunks.push(chunk);
  }
  return { kind: 'form', fields: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) };
}
