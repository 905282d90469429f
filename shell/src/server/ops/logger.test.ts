import { log, setLogWriter, type Level } from './logger';
import { runInRequest } from './request-context';

afterEach(() => setLogWriter());

test('one JSON object a line, with the request id of the request it was written for', () => {
  const lines: [Level, string][] = [];
  setLogWriter((level, line) => lines.push([level, line]));
  log.info('outside');
  runInRequest({ requestId: 'req-12345678', clientAddress: '192.0.2.1' }, () =>
    log.error('broke', { path: '/x', error: new TypeError('bad') }),
  );
  const [outside, inside] = lines.map(([, line]) => JSON.parse(line) as Record<string, unknown>);
  expect(outside).toEqual({ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', msg: 'outside' });
  expect(inside).toMatchObject({
    level: 'error',
    msg: 'broke',
    requestId: 'req-12345678',
    path: '/x',
    error: { name: 'TypeError', message: 'bad' },
  });
  expect(lines.map(([level]) => level)).toEqual(['info', 'error']);
});
