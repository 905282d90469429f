// A remote team's deploy commands, run in the remote's folder (`npm run <script> -w remote-blog`):
//
//   publish-build [folder]   publishes dist/ (or the build folder named) as a build of its own
//   release <build>          makes a published build live, once it passes the checks
//   release --rollback       makes the build live before the current one live again
//   canary <build> <percent> sends that share of visitors to a build (0: testers only)
//   canary --promote         makes the canary's build live;  canary --stop ends the canary
//   builds                   what is live, the canary, and every published build
//   prune-builds             removes builds no page can name any more (see prune.mjs; --keep-hours N
//                            and --keep-last N change how many are kept; the live one and a
//                            canary's always are)
//
// The release folder is RELEASES_DIR, or the app's releases/ folder: what the app's static host
// serves (`npm start` serves it here). The shell reads <release folder>/release.json.
import path from 'node:path';
import { apps } from '../local-apps.mjs';
import { listBuilds, publishBuild } from './build-store.mjs';
import { problemsOfBuild } from './check-build.mjs';
import { KEEP_HOURS, KEEP_LAST, pruneBuilds } from './prune.mjs';
import { makeLive, previousLive, readRelease, startCanary, stopCanary, writeRelease } from './release-file.mjs';
import { releaseFolderOf } from './release-folder.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);
const app = Object.values(apps).find((each) => !each.isShell && each.dir === process.cwd());
if (!app) fail(`Run this in a remote's folder: npm run ${command ?? '<command>'} -w <remote-franchise|remote-blog|remote-catalog>`);
const root = releaseFolderOf(app);
const remote = app.name;

function checked(id) {
  const problems = problemsOfBuild(root, remote, id);
  if (problems.length > 0) fail(`Build ${id} cannot go live:\n- ${problems.join('\n- ')}`);
  return id;
}

function save(release, message) {
  writeRelease(root, release);
  console.log(`${message}\nThe shell picks it up within its revalidation interval (REMOTE_REVALIDATE_MS, 5 s by default).`);
}

const release = readRelease(root, remote);
switch (command) {
  case 'publish': {
    // The build folder: the app's dist/ by default, or one named (a build made elsewhere, by CI).
    const folder = args[0] ? path.resolve(args[0]) : path.join(app.dir, process.env.DIST_DIR || 'dist');
    const { id, created } = publishBuild(folder, root, { remote });
    console.log(created ? `Published ${remote} build ${id} to ${root}/${id}` : `${remote} build ${id} was published already`);
    console.log(`Make it live: npm run release -w ${path.basename(app.dir)} -- ${id}`);
    break;
  }
  case 'release': {
    const id = args[0] === '--rollback' ? previousLive(release) : args[0];
    if (!id) fail(args[0] === '--rollback' ? 'No earlier live build to roll back to.' : 'Which build? npm run release -- <build id>');
    save(makeLive(release, checked(id), new Date()), `${remote} build ${id} is live.`);
    break;
  }
  case 'canary': {
    if (args[0] === '--promote') {
      if (!release.canary) fail('There is no canary to promote.');
      save(makeLive(release, checked(release.canary.build)), `${remote} build ${release.canary.build} is live for everyone.`);
    } else if (args[0] === '--stop') {
      save(stopCanary(release), `The ${remote} canary has ended: every visitor gets build ${release.live}.`);
    } else {
      const [id, percent] = args;
      if (!id || percent === undefined) fail('npm run canary -- <build id> <percent>   (or --promote, --stop)');
      save(
        startCanary(release, checked(id), Number(percent)),
        `${percent}% of visitors get ${remote} build ${id} (testers: add ?release=candidate).`,
      );
    }
    break;
  }
  case 'status': {
    const role = (id) => (id === release.live ? 'live' : id === release.canary?.build ? `canary ${release.canary.percent}%` : '');
    for (const build of listBuilds(root)) console.log(`${build.id}  published ${build.publishedAt}  ${role(build.id)}`);
    if (!release.live) console.log('Nothing is live yet.');
    break;
  }
  case 'prune': {
    const option = (name) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
    const keep = { keepHours: option('--keep-hours') ?? KEEP_HOURS, keepLast: option('--keep-last') ?? KEEP_LAST };
    if (![keep.keepHours, keep.keepLast].every((value) => Number.isInteger(value) && value >= 0))
      fail('--keep-hours and --keep-last take whole numbers');
    const removed = pruneBuilds(root, release, keep);
    console.log(removed.length > 0 ? `Removed ${removed.length} build(s): ${removed.join(', ')}` : 'Every published build is still kept.');
    break;
  }
  default:
    fail('Commands: publish, release, canary, status, prune');
}
