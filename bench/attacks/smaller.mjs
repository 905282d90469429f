// Attacks on the edges: (1) fields made only of invisible characters (zero-width and the like),
// sent to the intake and posted to the shell without script; (2) a small invalid no-script post:
// how large is the answer, against the page it was posted to?
import { estimateRequest, noScriptForm, postEstimate, print, rawRequest, SHELL, visitorAddress } from './common.mjs';

const INVISIBLE = ['\u200b\u200b\u200b', '\u200c\u200d\u2060', '\ufeff\u00ad', '\u3164\u115f', '\u2800\u2800', '\u180e\u200b'];
const viaApi = [];
for (const name of INVISIBLE) {
  viaApi.push((await postEstimate({ as: visitorAddress(), fillMs: 5000, body: estimateRequest({ customerName: name }) })).status);
}
const viaShell = [];
for (const name of INVISIBLE) {
  const answer = await rawRequest(`${SHELL}/services`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: noScriptForm({ customerName: name }),
  });
  viaShell.push(answer.status);
}
print('names made only of invisible characters', { names: INVISIBLE.length, intakeStatuses: viaApi, noScriptStatuses: viaShell });

// (2) A small invalid post, plain and compressed, against the page itself.
const sizes = {};
for (const path of ['/', '/services', '/offices/summerlin', '/blog']) {
  const body =
    'estimate-form=modal&customerName=&phoneNumber=1&emailAddress=x&street=&city=&state=&q6_zipCode=1&q7_tellUs=&website=&padding=' +
    'x'.repeat(30);
  const plain = await rawRequest(`${SHELL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const page = await rawRequest(`${SHELL}${path}`);
  const brotli = await fetch(`${SHELL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Encoding': 'br' },
    body,
  });
  sizes[path] = {
    postBytes: Buffer.byteLength(body),
    status: plain.status,
    answerBytes: Buffer.byteLength(plain.body),
    pageBytes: Buffer.byteLength(page.body),
    answerBrotliBytes: Number(brotli.headers.get('content-length')),
  };
  await brotli.arrayBuffer();
}
// A post to what is no page (a file of the build, config.json), and one with a field far over its length.
for (const path of ['/config.json', '/main.js']) {
  const body = noScriptForm({ customerName: '' });
  const answer = await rawRequest(`${SHELL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const page = await rawRequest(`${SHELL}${path}`);
  sizes[`POST ${path}`] = {
    postBytes: Buffer.byteLength(body),
    status: answer.status,
    answerBytes: Buffer.byteLength(answer.body),
    pageBytes: Buffer.byteLength(page.body),
  };
}
{
  const body = noScriptForm({ customerName: 'x'.repeat(60_000), phoneNumber: '1' });
  const answer = await rawRequest(`${SHELL}/offices/summerlin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const page = await rawRequest(`${SHELL}/offices/summerlin`);
  sizes['60 KB name'] = {
    postBytes: Buffer.byteLength(body),
    status: answer.status,
    answerBytes: Buffer.byteLength(answer.body),
    pageBytes: Buffer.byteLength(page.body),
  };
}
print('an invalid no-script post, answer against page', { sizes });
