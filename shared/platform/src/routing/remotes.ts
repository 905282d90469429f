// The remotes the shell loads at run time. Each exposes "./routes": its route module (route-module.ts).

export const REMOTE_NAMES = ['franchise', 'blog', 'catalog'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The federation request for a remote's route module, e.g. "blog/routes". */
export function routeModuleRequest(remote: RemoteName): `${RemoteName}/routes` {
  return `${remote}/routes`;
}
