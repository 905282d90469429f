/** Mount point of the address rules (lowercase redirect, franchise path normalisation, slashes). */
export function PathRules() {
  return null;
}
