// Serves one built app: node scripts/serve-app.mjs <shell|remote-franchise|remote-blog|remote-catalog>
import path from 'node:path';
import { apps, portOf, serveApp } from './local-apps.mjs';

const folder = process.argv[2];
const app = Object.values(apps).find((candidate) => path.basename(candidate.dir) === folder);
if (!app) {
  console.error(`Usage: node scripts/serve-app.mjs <${Object.values(apps).map((a) => path.basename(a.dir)).join('|')}>`);
  process.exit(1);
}
await serveApp(app);
console.log(`${folder} (production build) at http://localhost:${portOf(app)}`);
