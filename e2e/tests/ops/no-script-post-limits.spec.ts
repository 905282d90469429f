import { expect, test } from '@playwright/test';
import { connect } from 'node:net';
import { PORTS, SHELL_URL } from '../../support/stack';

// The estimate form posted without script: what a visitor typed never reaches a page a CDN may
// keep, any valid form fits the post limit, and a post over it is answered with the form page (not
// a plain-text error) without the server reading the rest.

const FILLED = {
  'estimate-form': 'page',
  customerName: 'Pat Lee',
  phoneNumber: '(702) 555-0134',
  emailAddress: 'not an email',
  street: '1 Main St',
  city: 'Las Vegas',
  state: 'NV',
  q6_zipCode: '89135',
  website: '',
};

test('a form in non-Latin text at its longest is taken: the page comes back with the text kept, private', async ({ request }) => {
  const summary = '修'.repeat(4000);
  const answer = await request.post(`${SHELL_URL}/services`, { form: { ...FILLED, q7_tellUs: summary }, maxRedirects: 0 });
  // The e-mail address is wrong: the form again, with everything typed.
  expect(answer.status()).toBe(400);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(await answer.text()).toContain(summary);
});

test('a post to a page that does not exist never echoes into a page kept for others', async ({ request }) => {
  const name = `Echo Test ${Date.now()}`;
  const posted = await request.post(`${SHELL_URL}/no-such-page-for-posts`, { form: { ...FILLED, customerName: name, q7_tellUs: 'x' } });
  expect(posted.status()).toBe(404);
  expect(posted.headers()['cache-control']).toBe('private, no-store');
  const shared = await request.get(`${SHELL_URL}/no-such-page-for-posts`);
  expect(shared.headers()['cache-control']).toContain('public');
  expect(await shared.text()).not.toContain(name);
});

test('a post over the limit gets the form page back with a clear message, and the connection closed', async ({ request }) => {
  const answer = await request.post(`${SHELL_URL}/services`, { form: { ...FILLED, q7_tellUs: 'x'.repeat(70 * 1024) } });
  expect(answer.status()).toBe(413);
  expect(answer.headers()['content-type']).toContain('text/html');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(await answer.text()).toContain('Your request was too long to send. Please shorten the description and send it again.');
});

test('a declared 100 MB post is answered and closed without its body being read', async () => {
  const port = PORTS.shell;
  const result = await new Promise<{ status: string; closed: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve({ status: answer.split('\r\n', 1)[0] ?? '', closed: true }));
    socket.on('error', () => undefined);
    setTimeout(() => resolve({ status: answer.split('\r\n', 1)[0] ?? '', closed: false }), 10_000);
    socket.write(
      'POST /services HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${100 * 1024 * 1024}\r\n\r\nestimate-form=page&customerName=`,
    );
  });
  expect(result).toEqual({ status: 'HTTP/1.1 413 Payload Too Large', closed: true });
});
