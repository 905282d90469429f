// Serves one built app: node scripts/serve-app.mjs <shell|remote-franchise|remote-blog|remote-catalog>
import { createRequire } from 'node:module';
import path from 'node:path';
import { apps, portOf, prepareShell, releaseBuilt, serveRemote } from './local-apps.mjs';

const folder = process.argv[2];
const app = Object.values(apps).find((candidate) => path.basename(candidate.dir) === folder);
if (!app) {
  console.error(
    `Usage: node scripts/serve-app.mjs <${Object.values(apps)
      .map((a) => path.basename(a.dir))
      .join('|')}>`,
  );
  process.exit(1);
}

function failed(error) {
  console.error(`${folder} could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// Started by `npm start`: stop with it, however it ended.
const stopWithParent = (stop) => process.send && process.on('disconnect', stop);

if (app.isShell) {
  let server;
  try {
    server = prepareShell();
  } catch (error) {
    failed(error);
  }
  // The shell's server runs here as it runs anywhere: it starts on load, says where it listens and
  // stops on SIGTERM.
  stopWithParent(() => process.kill(process.pid, 'SIGTERM'));
  createRequire(import.meta.url)(server);
} else {
  let server;
  let id;
  try {
    // What was built last is deployed (published and made live) before it is served.
    id = releaseBuilt(app);
    server = await serveRemote(app);
  } catch (error) {
    failed(error);
  }
  console.log(`${folder} (production build ${id}) at http://localhost:${portOf(app)}`);
  const stop = () => {
    server.close(() => process.exit(0));
    // Open keep-alive connections would hold close() up: ask them to go, then leave anyway.
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  stopWithParent(stop);
}
