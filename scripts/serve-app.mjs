// Serves one built app: node scripts/serve-app.mjs <shell|remote-franchise|remote-blog|remote-catalog>
import path from 'node:path';
import { apps, portOf, serveApp } from './local-apps.mjs';

const folder = process.argv[2];
const app = Object.values(apps).find((candidate) => path.basename(candidate.dir) === folder);
if (!app) {
  console.error(`Usage: node scripts/serve-app.mjs <${Object.values(apps).map((a) => path.basename(a.dir)).join('|')}>`);
  process.exit(1);
}
let server;
try {
  server = await serveApp(app);
} catch (error) {
  console.error(`${folder} could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`${folder} (production build) at http://localhost:${portOf(app)}`);

const stop = () => {
  server.close(() => process.exit(0));
  // Open keep-alive connections would hold close() up: ask them to go, then leave anyway.
  server.closeIdleConnections?.();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Started by `npm start`: stop with it, however it ended.
if (process.send) process.on('disconnect', stop);
