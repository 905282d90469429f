// The shell's Node server (a webpack async-node build with the Module Federation runtime, so it
// loads the remotes' server builds at run time). The async import lets federation negotiate the
// shared singletons (react, the store, ...) before any app code runs.
import type { ShellServerOptions } from './start-server';

export function startShellServer(options: ShellServerOptions) {
  return import('./start-server').then((server) => server.startShellServer(options));
}
