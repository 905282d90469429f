import { REMOTE_NAMES } from '@handyman/platform';

// The builds metrics may name. What browsers report names builds too (a hydration error, a page
// loaded again because its build was gone), and a label is believed only for a build this server has
// rendered with: anything else is "other", so forged reports cannot grow /metrics without bound.

const MAX_KNOWN = 500;
const known = new Set<string>();
const OWNERS: readonly string[] = ['shell', ...REMOTE_NAMES];

/** A build this server renders with: its id becomes a label reports may use. */
export function rememberBuild(id: string | undefined): void {
  if (id && known.size < MAX_KNOWN) known.add(id);
}

/** The label a reported build gets. */
export function buildLabel(value: unknown): string {
  return typeof value === 'string' && known.has(value) ? value : 'other';
}

/** The owner a report names (the shell or a remote), or undefined for anything else. */
export function ownerLabel(value: unknown): string | undefined {
  return typeof value === 'string' && OWNERS.includes(value) ? value : undefined;
}
