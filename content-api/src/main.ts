import { createApp } from './app';
import { readServerConfig } from './config/env';
import { describeLeadStore } from './leads/open-lead-store';
import { watchLeadStore } from './leads/watch-lead-store';

// Starts the service: reads the environment, listens, forwards leads, and shuts down cleanly.
async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  const publicBaseUrl = config.app.publicBaseUrl ?? `http://localhost:${config.port}`;
  // A changed seed is imported while the service answers: /healthz at once, content and /readyz
  // 503 (saying how far the import is) until it is in. A failed import stops the service.
  const { app, ops, forwarder, retention, content, leads, contentLoaded, importStatus } = createApp({
    ...config.app,
    publicBaseUrl,
    importInBackground: true,
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const opsAddress = await ops.listen({ port: config.ops.port, host: config.ops.host });
  // Content is served once imported (at once when the seed did not change); leads once the store answers (503 until then).
  const storeWatch = watchLeadStore(leads, describeLeadStore(config.app), app.log);
  forwarder.start();
  retention.start();
  const ready = `content-api listening on ${address} (operations: ${opsAddress})`;
  // Always say where it listens, even when the log level hides info lines.
  if (['trace', 'debug', 'info'].includes(app.log.level)) app.log.info({ forwarding: forwarder.enabled, operations: opsAddress }, ready);
  else console.log(ready);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals, exitCode = 0): void => {
    if (closing) return;
    closing = true;
    storeWatch.stop();
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  if (importStatus() !== undefined) app.log.info('importing the seed; content calls and /readyz answer 503 until it is in');
  contentLoaded.then(
    () => app.log.info({ pages: content.pageCount, offices: content.offices.length }, 'content served'),
    () => {
      if (closing) return;
      console.error('content-api stops: the seed could not be imported (see the error above).');
      shutdown('SIGTERM', 1);
    },
  );
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // Started by `npm start`: stop with it, however it ended (no server left on its own).
  if (process.send) process.once('disconnect', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
