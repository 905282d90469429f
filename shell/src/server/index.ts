// The shell's Node server, started on its own: `node shell/dist/server/server.js`, its settings from
// the environment (settings.ts). A webpack async-node build with the Module Federation runtime, so
// it loads the remotes' server builds at run time; the async import lets federation negotiate the
// shared singletons (react, the store, ...) before any app code runs.
export {};

import('./run')
  .then((server) => server.runShellServer(process.env))
  .catch((error: unknown) => {
    // Before the logger's module is loaded: a JSON line of the same shape.
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'shell could not start', error: String(error) })}\n`,
    );
    process.exit(1);
  });
