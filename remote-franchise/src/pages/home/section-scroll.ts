// Where a jump to a franchise-home section stops: #our-work and #local-services stop 192 px below
// the top (185 px under 800 px wide); any other section just below the sticky header.

/** Delay before the jump, so the sections above have laid out. */
export const SECTION_SCROLL_DELAY_MS = 370;

const FIXED_OFFSET_SECTIONS = new Set(['our-work', 'local-services']);
const GAP_BELOW_HEADER_PX = 16;

export function sectionScrollOffset(sectionId: string, viewportWidth: number, headerHeight: number): number {
  if (FIXED_OFFSET_SECTIONS.has(sectionId)) return viewportWidth < 800 ? 185 : 192;
  // Not rounded: the scroll position is, once, where the section's own fractional top is known.
  return headerHeight + GAP_BELOW_HEADER_PX;
}
