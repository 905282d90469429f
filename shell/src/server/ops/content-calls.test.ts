import { FORWARDING_SECRET_HEADER } from '@handyman/contracts/server';
import { observedContentFetch } from './content-calls';

const SECRET = 'a-shared-forwarding-secret';

async function headersSentTo(url: string): Promise<Headers> {
  let sent: Headers | undefined;
  const fetchImpl = (async (request: Request) => {
    sent = request.headers;
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
  await observedContentFetch(SECRET, fetchImpl)(url, { method: 'GET' });
  return sent!;
}

test('the forwarding secret goes with the estimate intake calls, and with nothing else', async () => {
  for (const url of ['http://content.example/api/booking/estimate', 'http://content.example/api/booking/estimate/status?key=x']) {
    expect([url, (await headersSentTo(url)).get(FORWARDING_SECRET_HEADER)]).toEqual([url, SECRET]);
  }
  // A content call may reach a hosted CMS through the same base URL: it never sees the secret.
  for (const url of [
    'http://content.example/api/page?path=home',
    'http://content.example/api/booking/estimate-x',
    'http://cms.example/media/a.jpg',
  ]) {
    expect([url, (await headersSentTo(url)).get(FORWARDING_SECRET_HEADER)]).toEqual([url, null]);
  }
});
