import fs from 'node:fs';
import path from 'node:path';

/** A stored media file, found inside the media folder. */
export interface MediaFile {
  /** The path below the media folder, with forward slashes. */
  relative: string;
  /** The folder it was found in (its real path). */
  root: string;
  /** Its absolute path on disk. */
  file: string;
  size: number;
  mtimeMs: number;
}

const RASTER = /\.(jpe?g|png|webp|avif|gif|tiff?)$/i;
const VECTOR = /\.svg$/i;

export const isRasterPath = (relative: string): boolean => RASTER.test(relative);
export const isVectorPath = (relative: string): boolean => VECTOR.test(relative);

/**
 * The media path as its segments, or undefined when it could leave the folder or name a hidden
 * file: `..` and `.` segments, dot files, empty segments, backslashes and NUL are never read.
 */
export function safeSegments(relative: string): string[] | undefined {
  if (relative === '' || relative.length > 1024 || /[\\\0]/.test(relative)) return undefined;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return undefined;
  return segments;
}

/** The file at a media path when it is a regular file inside the folder (symbolic links included, if they stay inside). */
export async function findMediaFile(root: string, relative: string): Promise<MediaFile | undefined> {
  const segments = safeSegments(relative);
  if (!segments) return undefined;
  try {
    const realRoot = await fs.promises.realpath(root);
    const file = await fs.promises.realpath(path.join(realRoot, ...segments));
    if (!file.startsWith(realRoot + path.sep)) return undefined;
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? { relative: segments.join('/'), root: realRoot, file, size: stat.size, mtimeMs: stat.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}
