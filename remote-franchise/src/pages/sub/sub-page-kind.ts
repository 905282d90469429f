/** Office sub-pages with a layout of their own; any other shows its copy and trays. */
export type SubPageKind = 'our-work' | 'reviews' | 'offers' | 'other';

/** Which kind of office sub-page an address is (/offices/:office/our-work, ...). */
export function subPageKind(pathname: string): SubPageKind {
  const last = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase() ?? '';
  if (last === 'our-work') return 'our-work';
  if (last === 'reviews') return 'reviews';
  if (last === 'offers') return 'offers';
  return 'other';
}
