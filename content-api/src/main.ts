import { createApp } from './app';
import { readServerConfig } from './config/env';
import { describeLeadStore } from './leads/open-lead-store';
import { watchLeadStore } from './leads/watch-lead-store';

// Starts the service: reads the environment, listens, forwards leads, and shuts down cleanly.
async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  const publicBaseUrl = config.app.publicBaseUrl ?? `http://localhost:${config.port}`;
  const { app, ops, forwarder, retention, content, leads } = createApp({ ...config.app, publicBaseUrl });
  const address = await app.listen({ port: config.port, host: config.host });
  const opsAddress = await ops.listen({ port: config.ops.port, host: config.ops.host });
  // Content is served from the first moment; leads once the store answers (503 until then).
  const storeWatch = watchLeadStore(leads, describeLeadStore(config.app), app.log);
  forwarder.start();
  retention.start();
  const ready = `content-api listening on ${address} (operations: ${opsAddress})`;
  // Always say where it listens, even when the log level hides info lines.
  if (['trace', 'debug', 'info'].includes(app.log.level)) {
    app.log.info(
      { pages: content.pageCount, offices: content.offices.length, forwarding: forwarder.enabled, operations: opsAddress },
      ready,
    );
  } else console.log(ready);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    storeWatch.stop();
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  // Started by `npm start`: stop with it, however it ended (no server left on its own).
  if (process.send) process.once('disconnect', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
