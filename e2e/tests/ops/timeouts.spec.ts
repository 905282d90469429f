import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { PORTS } from '../../support/stack';

// Every server of the site closes a connection whose headers or body stall, within the limits
// their READMEs state: headers within 10 s, a whole request within 30 s (each checked every second).
// Held at once against the shell, content-api and a remote's file server: a slowloris (a header
// line every 2 s, never the end) and a drip-fed body (a declared 10 KB, a byte every 2 s).

const HEADERS_LIMIT_S = 10;
const REQUEST_LIMIT_S = 30;
/** Node checks once a second; the answer and the close take a moment more. */
const SLACK_S = 2;

interface Held {
  /** Seconds from the first byte until the server closed the connection. */
  closedAfter: number;
  answer: string;
}

function hold(port: number, opening: string, drip: string): Promise<Held> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setInterval(() => socket.write(drip), 2000);
    const giveUp = setTimeout(() => reject(new Error(`port ${port} still holds the connection after 60 s`)), 60_000);
    socket.on('connect', () => socket.write(opening));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfter: (performance.now() - started) / 1000, answer: answer.split('\r\n')[0] ?? '' });
    });
  });
}

const slowloris = (port: number) => hold(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
const dripFed = (port: number, path: string) =>
  hold(
    port,
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n`,
    'a',
  );

test('a slowloris and a drip-fed body are closed within the stated limits by the shell, content-api and a remote', async () => {
  test.setTimeout(90_000);
  const servers = {
    shell: [PORTS.shell, '/services'],
    'content-api': [PORTS.api, '/scheduling?office=summerlin'],
    remote: [PORTS.blog, '/mf-manifest.json'],
  } as const;
  const held = await Promise.all(
    Object.entries(servers).flatMap(([name, [port, path]]) => [
      slowloris(port).then((result) => ({ name: `${name} slowloris`, limit: HEADERS_LIMIT_S, ...result })),
      dripFed(port, path).then((result) => ({ name: `${name} drip-fed body`, limit: REQUEST_LIMIT_S, ...result })),
    ]),
  );
  for (const { name, limit, closedAfter, answer } of held) {
    expect([name, closedAfter <= limit + SLACK_S]).toEqual([name, true]);
    // A slowloris is cut off once its limit has passed, not before.
    if (name.endsWith('slowloris'))
      expect([name, closedAfter >= limit - 0.5, answer]).toEqual([name, true, 'HTTP/1.1 408 Request Timeout']);
  }
});
