import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { setImmediate as nodeSetImmediate } from 'node:timers';

// React's Node renderer schedules with setImmediate, which the jsdom test environment lacks.
globalThis.setImmediate ??= nodeSetImmediate;

/** Renders like the shell's server: waits for every Suspense boundary, then collects the HTML. */
export function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => queueMicrotask(() => stream.pipe(sink)),
      onShellError: reject,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
  });
}
