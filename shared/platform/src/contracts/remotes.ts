import type { ComponentType } from 'react';

// The contract between the shell and the remotes it loads at run time. The shell's route table
// maps every path to a remote and one of its pages; each remote's exposed "./routes" module
// provides a component for each page it owns. Pages read route params with useParams().

export const REMOTE_NAMES = ['franchise', 'blog', 'catalog'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemotePages {
  franchise: 'home' | 'city' | 'campaign' | 'contentPage' | 'contactSuccess' | 'localJson';
  blog: 'list' | 'search' | 'category' | 'author' | 'year' | 'post' | 'franchiseList' | 'franchisePost';
  catalog: 'servicesIndex' | 'serviceDetail' | 'subServiceDetail' | 'packagesIndex' | 'packageDetail';
}

export type RemotePageId<R extends RemoteName> = RemotePages[R];

/** What a remote's exposed "./routes" module must export. */
export interface RemoteRouteModule<R extends RemoteName> {
  pages: Record<RemotePages[R], ComponentType>;
}

/** The federation request for a remote's route module, e.g. "blog/routes". */
export function routeModuleRequest(remote: RemoteName): `${RemoteName}/routes` {
  return `${remote}/routes`;
}
