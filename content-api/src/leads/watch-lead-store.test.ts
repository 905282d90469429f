import { watchLeadStore } from './watch-lead-store';

function recordingLog() {
  const lines: { level: 'info' | 'error'; message: string; details: object }[] = [];
  return {
    lines,
    info: (details: object, message: string) => lines.push({ level: 'info', message, details }),
    error: (details: object, message: string) => lines.push({ level: 'error', message, details }),
  };
}

describe('watchLeadStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says the store is unreachable and why, keeps trying every 5 s, and says when it is ready', async () => {
    const check = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
      .mockResolvedValue(undefined);
    const log = recordingLog();
    const watch = watchLeadStore({ check }, 'PostgreSQL db:5432/leads', log);
    await jest.advanceTimersByTimeAsync(0);
    expect(log.lines).toEqual([
      {
        level: 'error',
        message: 'lead store unreachable: estimate intake answers 503 until it is back; content is still served',
        details: { store: 'PostgreSQL db:5432/leads', reason: 'connect ECONNREFUSED 127.0.0.1:5432', retryInMs: 5000 },
      },
    ]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(5000);
    expect(log.lines.map((line) => line.level)).toEqual(['error', 'error', 'info']);
    expect(log.lines[2]).toMatchObject({ message: 'lead store ready', details: { after: '2 failed checks' } });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
    watch.stop();
  });

  it('stops retrying once stopped', async () => {
    const check = jest.fn<Promise<void>, []>().mockRejectedValue(new Error('down'));
    const watch = watchLeadStore({ check }, 'PostgreSQL', recordingLog());
    await jest.advanceTimersByTimeAsync(0);
    watch.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
