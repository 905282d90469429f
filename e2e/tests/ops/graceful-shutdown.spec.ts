import { expect, test } from '@playwright/test';
import { get } from 'node:http';
import { connect } from 'node:net';
import { runtimeConfig } from '../../support/extra-shell';
import { startOwnShell } from '../../support/own-shell';
import { startRecordingApi } from '../../support/recording-api';
import { PORTS, SHELL_URL } from '../../support/stack';

// Timeouts that suit a load balancer, and SIGTERM drains the shell: the request in flight is
// answered in full, new connections are refused at once, and the process exits by itself when the
// last request is done.

// Clear of the ports other specs take.
const [SHELL, API] = [PORTS.shell + 164, PORTS.shell + 165];

/** True when a TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

test('a request in flight at SIGTERM completes; new connections are refused; the process exits 0', async () => {
  const api = await startRecordingApi(API);
  const shell = await startOwnShell(SHELL, { ...runtimeConfig(), contentApiBaseUrl: api.url });
  try {
    // Every content call now takes 1.5 s: a fresh page render is in flight for a while.
    api.delay(1500);
    const slow = fetch(`${shell.url}/offices?noFranchises=true`).then(async (answer) => ({
      status: answer.status,
      body: await answer.text(),
    }));
    await expect.poll(() => api.calls.length).toBeGreaterThan(0);
    shell.child.kill('SIGTERM');
    await expect.poll(() => accepts(SHELL)).toBe(false);
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('</html>');
    expect(await shell.exited).toBe(0);
    const messages = shell.logs.map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['shutting down: draining', 'shut down']));
    // Drained, not cut off at the end of the grace period.
    expect(messages.filter((msg) => String(msg).includes('grace period'))).toEqual([]);
  } finally {
    await shell.stop();
    await api.close();
  }
});

test('idle connections are kept 65 s, longer than common load balancers keep theirs (60 s)', async () => {
  const keepAlive = await new Promise<string>((resolve, reject) =>
    get(`${SHELL_URL}/healthz`, { headers: { Connection: 'keep-alive' } }, (answer) => {
      answer.resume();
      resolve(String(answer.headers['keep-alive'] ?? ''));
    }).on('error', reject),
  );
  expect(keepAlive).toBe('timeout=65');
});
