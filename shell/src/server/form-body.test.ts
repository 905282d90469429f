import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { ESTIMATE_FIELDS, ESTIMATE_MAX_LENGTH } from '@handyman/contracts/validation';
import { FORM_BODY_LIMIT, LARGEST_VALID_FORM, readFormBody } from './form-body';

function posted(body: string, headers: Record<string, string>): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.headers = headers;
  request.push(body);
  request.push(null);
  return request;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

test('reads a posted form, UTF-8 and all', async () => {
  const body = await readFormBody(posted('estimate-form=modal&customerName=Jos%C3%A9+P%C3%A9rez', FORM));
  expect(body.kind === 'form' && Object.fromEntries(body.fields)).toEqual({ 'estimate-form': 'modal', customerName: 'José Pérez' });
});

test('refuses other bodies, and bodies over the limit whether declared or sent', async () => {
  expect(await readFormBody(posted('{"a":1}', { 'content-type': 'application/json' }))).toMatchObject({ kind: 'problem', status: 415 });
  expect(await readFormBody(posted('a=1', { ...FORM, 'content-length': '99999' }), 100)).toMatchObject({ kind: 'problem', status: 413 });
  expect(await readFormBody(posted(`a=${'x'.repeat(200)}`, FORM), 100)).toMatchObject({ kind: 'problem', status: 413 });
});

test('the largest valid form in any script fits: every field at its longest, in three-byte characters', async () => {
  const fields = new URLSearchParams({ 'estimate-form': 'page', 'estimate-office': 'offices/summerlin' });
  for (const field of ESTIMATE_FIELDS) fields.set(field, '漢'.repeat(ESTIMATE_MAX_LENGTH[field]));
  const body = fields.toString().replace(/\+/g, '%20');
  expect(Buffer.byteLength(body)).toBeLessThanOrEqual(LARGEST_VALID_FORM);
  expect(LARGEST_VALID_FORM).toBeLessThan(FORM_BODY_LIMIT);
  const read = await readFormBody(posted(body, { ...FORM, 'content-length': String(Buffer.byteLength(body)) }));
  expect(read.kind === 'form' && read.fields.get('summary')).toHaveLength(ESTIMATE_MAX_LENGTH.summary);
});
