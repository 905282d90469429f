// The address hash: how it is decoded, and the two hashes that ask for an estimate. The names are
// defined here, in the entry every page already loads, so the header's link and the estimate modal
// host read them without loading the estimate entry; the estimate tab rules build on them.

/** The hash of the header's get-estimate link: the tab area's estimate tab, else the estimate modal. */
export const ESTIMATE_HASH = 'GetEstimateLink';

/** The estimate modal's own hash: it always opens the modal, so the tab area leaves it alone. */
export const MODAL_HASH = 'GetAnEstimate';

/** The hash without its '#', decoded; '' for none. A malformed escape (#100%, #%E0%A4%A) is kept as written. */
export function hashName(hash: string): string {
  const name = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
