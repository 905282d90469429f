export const BUILD_ID: RegExp;
export const BUILD_INFO: string;

export interface BuildInfo {
  id: string;
  remote: string;
  publishedAt: string;
  files: { name: string; bytes: number }[];
}

export function buildIdOf(dist: string, include?: (file: string) => boolean): string;
export function publishBuild(
  dist: string,
  root: string,
  options?: { remote?: string; id?: string; include?: (file: string) => boolean; now?: Date },
): { id: string; dir: string; created: boolean };
export function buildInfoOf(root: string, id: string): BuildInfo | undefined;
export function listBuilds(root: string): BuildInfo[];
export function removeBuild(root: string, id: string): void;
