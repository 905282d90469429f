import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { readFormBody } from './form-body';

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
