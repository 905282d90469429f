import path from 'node:path';
import { copyRemote, type RemoteCopy } from './remote-build';
import { startReleaseHost, type ReleaseHost } from './release-host';

// A remote team's change on its way to a running site: the remote's release host serving the
// remote as `npm run build` built it, and a changed copy of its source building meanwhile; deploying
// publishes and releases the copy's build, rolling back returns to the release before it.

const root = path.resolve(__dirname, '../..');

export interface RemoteChange {
  /** The release host; config.json names `${host.url}/release.json`. */
  host: ReleaseHost;
  /** Publishes and releases the changed copy's build (once it is built). */
  deploy: () => Promise<void>;
  /** Releases the build before the change again. */
  rollback: () => Promise<void>;
  /** Stops the host and the copy's build, and deletes the copy. */
  close: () => Promise<void>;
}

/**
 * Starts `change` on a copy of the app folder `remote` (federation name `name`): its build runs in
 * the background, and the host on `hostPort` releases the remote's normal build first.
 */
export async function startRemoteChange(
  remote: string,
  name: string,
  hostPort: number,
  change: (copy: RemoteCopy) => void,
): Promise<RemoteChange> {
  const copy = copyRemote(remote);
  let host: ReleaseHost | undefined;
  try {
    change(copy);
    // Built while the running shell is checked: the one slow part of a test that deploys it.
    const built = copy.build();
    built.catch(() => undefined);
    host = await startReleaseHost(hostPort, remote, name);
    const released = host;
    await released.run('release', await released.publish(path.join(root, remote, process.env.DIST_DIR || 'dist')));
    return {
      host: released,
      deploy: async () => {
        await built;
        await released.run('release', await released.publish(copy.dist));
      },
      rollback: async () => void (await released.run('release', '--rollback')),
      close: async () => {
        await released.close();
        await copy.remove();
      },
    };
  } catch (error) {
    await host?.close();
    await copy.remove();
    throw error;
  }
}
