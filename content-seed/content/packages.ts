// Packages: fixed-scope bundles with a time estimate, read from data/packages.json. Categories
// drive the packages index tabs.
import { dataJson } from '../lib/data-files';
import { SCENE_KINDS, type SceneKind, type SceneOptions } from '../lib/scenes';

export const PACKAGE_CATEGORIES = ['Interior', 'Exterior'] as const;

export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

export interface Package {
  id: string;
  name: string;
  categories: PackageCategory[];
  /** Illustration of the package image and banner. */
  scene: SceneKind;
  season?: SceneOptions['season'];
  sign?: string;
  intro: string;
  description: string;
  time: string;
  /** What you get, one item per list entry. */
  get: string[];
  options: string;
  /** [text, Font Awesome icon class] */
  highlights: [text: string, icon: string][];
  terms: string;
}

export function checkPackage(item: Package, index: number): string[] {
  const at = `[${index}] ${item.id}`;
  const problems: string[] = [];
  for (const field of ['id', 'name', 'intro', 'description', 'time', 'options', 'terms'] as const) {
    if (typeof item[field] !== 'string' || item[field] === '') problems.push(`${at}: ${field} must be a non-empty string`);
  }
  if (!SCENE_KINDS.includes(item.scene)) problems.push(`${at}: scene "${item.scene}" is not one of ${SCENE_KINDS.join(', ')}`);
  if (!Array.isArray(item.categories) || !item.categories.every((c) => PACKAGE_CATEGORIES.includes(c))) {
    problems.push(`${at}: categories must be among ${PACKAGE_CATEGORIES.join(', ')}`);
  }
  if (!Array.isArray(item.get) || !Array.isArray(item.highlights)) problems.push(`${at}: get and highlights must be lists`);
  return problems;
}

function readPackages(): Package[] {
  const packages = dataJson<Package[]>('packages.json');
  const problems = packages.flatMap(checkPackage);
  const ids = packages.map((p) => p.id);
  problems.push(...ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `${id}: listed twice`));
  if (problems.length > 0) throw new Error(`data/packages.json:\n  ${problems.join('\n  ')}`);
  return packages;
}

export const PACKAGES: Package[] = readPackages();
