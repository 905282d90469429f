import type { IncomingMessage } from 'node:http';

/** The most a posted form may carry: the estimate form with its longest texts fits well within. */
export const FORM_BODY_LIMIT = 16 * 1024;

export type FormBody = { kind: 'form'; fields: URLSearchParams } | { kind: 'problem'; status: 413 | 415; message: string };

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A posted HTML form's fields. Other bodies are refused before they are read (415), and so are
 * bodies over the limit, declared or sent (413): a post cannot make the server hold much.
 */
export async function readFormBody(request: IncomingMessage, limit = FORM_BODY_LIMIT): Promise<FormBody> {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const tooLarge = { kind: 'problem', status: 413, message: `A posted form may be at most ${limit} bytes.` } as const;
  if (type !== FORM_TYPE) {
    request.resume();
    return { kind: 'problem', status: 415, message: `Pages take only the estimate form, posted as ${FORM_TYPE}.` };
  }
  if (Number(request.headers['content-length']) > limit) {
    request.resume();
    return tooLarge;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      request.resume();
      return tooLarge;
    }
    chunks.push(chunk);
  }
  return { kind: 'form', fields: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) };
}
