// Licence numbers arrive in several spellings ('Contractors License: 0079431', 'LIC# 52144', ...);
// the site shows the number alone, marked with '#'.
const LICENCE_PREFIXES = /contractors license:|contractor license|lic#|license#/gi;

/** The licence number for display: known prefixes removed, '#' prepended when none is present. */
export function formatLicence(value: string | null | undefined): string {
  const number = (value ?? '')
    .replace(LICENCE_PREFIXES, ' ')
    .replace(/^[\s:]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (number === '') return '';
  return number.includes('#') ? number : `#${number}`;
}
