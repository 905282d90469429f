const YEAR_PLACEHOLDER = /\{year\}/i;
const LEADING_COPYRIGHT = /^(?:©|&copy;|\(c\))?\s*(?:\d{4}\s*)?/i;

/**
 * The copyright line with the current year: content's {Year} placeholder is filled in; content
 * without one gets '© <year>' in front (replacing a stale year); no content gives '© <year> <owner>'.
 */
export function copyrightLine(template: string | undefined, year: number, owner = ''): string {
  const text = (template ?? '').trim();
  if (YEAR_PLACEHOLDER.test(text)) return text.replace(new RegExp(YEAR_PLACEHOLDER, 'gi'), String(year));
  const rest = text.replace(LEADING_COPYRIGHT, '') || owner;
  return `© ${year}${rest ? ` ${rest}` : ''}`;
}
