import { badRequest } from '../http/api-error';
import type { Query } from '../http/query';

/**
 * The image service's parameters, named as the CMS's image service names them: width, height,
 * crop, scale and autorotate, plus the output format. Widths come from a fixed set, so a flood of
 * distinct widths cannot make a distinct result each.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 720, 800, 960, 1280, 1600, 1920, 2560] as const;
export const MAX_DIMENSION = 2560;
export const OUTPUT_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

const KNOWN = ['width', 'height', 'crop', 'scale', 'autorotate', 'format'] as const;

/** A source rectangle, in pixels of the (autorotated) source: left, top, right, bottom. */
export type CropBox = [x1: number, y1: number, x2: number, y2: number];

export interface ImageParams {
  width?: number | undefined;
  height?: number | undefined;
  /** 'auto': fill the width x height box, cutting what overflows around the centre. */
  crop?: 'auto' | CropBox | undefined;
  /** down (default): never larger than the source; both: may enlarge. */
  scale: 'down' | 'both';
  autorotate: boolean;
  /** Undefined: chosen from the request's Accept header. */
  format?: OutputFormat | undefined;
}

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Image parameter "${name}" must be given once.`);
  if (value.length > 64) throw badRequest(`Image parameter "${name}" is too long.`);
  return value.trim().toLowerCase();
}

function dimension(query: Query, name: 'width' | 'height'): number | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > MAX_DIMENSION) {
    throw badRequest(`Image parameter "${name}" must be a whole number from 1 to ${MAX_DIMENSION}; got "${raw}".`);
  }
  return value;
}

/** The allowed width at or above the one asked for, so the picture is never smaller than wanted. */
export function allowedWidth(width: number): number {
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? MAX_DIMENSION;
}

function crop(raw: string | undefined): ImageParams['crop'] {
  if (raw === undefined) return undefined;
  if (raw === 'auto') return 'auto';
  const parts = raw.replace(/^\((.*)\)$/, '$1').split(',');
  const box = parts.map(Number);
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,5}$/.test(part.trim()))) {
    throw badRequest(`Image parameter "crop" must be "auto" or four whole numbers x1,y1,x2,y2; got "${raw}".`);
  }
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = box;
  if (x2 <= x1 || y2 <= y1) throw badRequest('Image parameter "crop" must have x2 > x1 and y2 > y1.');
  return [x1, y1, x2, y2];
}

function oneOf<T extends string>(query: Query, name: string, values: readonly T[], aliases: Record<string, T> = {}): T | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  const value = aliases[raw] ?? raw;
  if (!(values as readonly string[]).includes(value))
    throw badRequest(`Image parameter "${name}" must be one of ${values.join(', ')}; got "${raw}".`);
  return value as T;
}

/** Whether a query asks the image service for anything (else the stored file is answered as it is). */
export function asksForProcessing(query: Query): boolean {
  return Object.keys(query).length > 0;
}

/** Reads and checks the query; anything unknown, repeated or out of range is a 400 that says what. */
export function readImageParams(query: Query): ImageParams {
  const unknown = Object.keys(query).filter((name) => !(KNOWN as readonly string[]).includes(name));
  if (unknown.length > 0) throw badRequest(`Unknown image parameter "${unknown[0]}"; known: ${KNOWN.join(', ')}.`);
  const width = dimension(query, 'width');
  const height = dimension(query, 'height');
  const format = oneOf(query, 'format', [...OUTPUT_FORMATS, 'auto'] as const, { jpg: 'jpeg' });
  const params: ImageParams = {
    width: width === undefined ? undefined : allowedWidth(width),
    height,
    crop: crop(single(query, 'crop')),
    scale: oneOf(query, 'scale', ['down', 'both'] as const) ?? 'down',
    autorotate: (oneOf(query, 'autorotate', ['true', 'false'] as const) ?? 'true') === 'true',
    format: format === 'auto' ? undefined : format,
  };
  if (params.crop === 'auto' && (width === undefined || height === undefined)) {
    throw badRequest('Image parameter "crop=auto" needs both width and height.');
  }
  return params;
}

/** The parameters as one canonical string (a part of the result's cache key). */
export function canonicalParams(params: ImageParams, format: OutputFormat): string {
  const crop = Array.isArray(params.crop) ? params.crop.join(',') : (params.crop ?? '');
  return [params.width ?? '', params.height ?? '', crop, params.scale, params.autorotate, format].join('|');
}
