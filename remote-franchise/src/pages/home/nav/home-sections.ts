// The franchise home's sections in display order: which are on the page, and which of those the
// section nav lists.

export interface HomeSectionDef {
  /** The section's anchor (#who-we-are, #reviews, ...). */
  id: string;
  label: string;
  /**
   * Shown only when the office has data for it: offers, reviews, its own blog, the gallery and
   * why-choose-us, none of which has anything to show without content.
   */
  needsData?: boolean;
  /** On the page but not in the nav (the services list and the careers tray). */
  offNav?: boolean;
}

/**
 * The one list of the office home's sections: the page renders them in this order
 * (HomeSections.tsx draws each id) and the section nav lists them from it.
 */
export const HOME_SECTIONS = [
  { id: 'who-we-are', label: 'Who We Are' },
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
  { id: 'our-work', label: 'Gallery', needsData: true },
  { id: 'service-areas', label: 'Service Areas' },
  { id: 'why-choose-us', label: 'Why Choose Us', needsData: true },
  { id: 'offers', label: 'Offers', needsData: true },
  { id: 'reviews', label: 'Reviews', needsData: true },
  { id: 'local-services', label: 'Local Services', offNav: true },
  { id: 'careers', label: 'Careers', offNav: true },
  { id: 'helpful-articles', label: 'Helpful Articles' },
  { id: 'blog', label: 'Blog', needsData: true },
] as const satisfies readonly HomeSectionDef[];

/** A section of the office home, by its anchor. */
export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

/** Which data-dependent sections have data, by id. */
export type SectionData = Partial<Record<string, boolean>>;

/** The sections on the page, in display order. */
export function visibleSections(data: SectionData): HomeSectionDef[] {
  return HOME_SECTIONS.filter((section: HomeSectionDef) => !section.needsData || data[section.id] === true);
}

/** The sections the nav lists: those on the page, less the services and careers trays. */
export function navSections(data: SectionData): HomeSectionDef[] {
  return visibleSections(data).filter((section) => !section.offNav);
}

/**
 * The section holding the middle of the viewport: of the sections (top and bottom relative to the
 * viewport, in page order) the last whose top is at or above the middle; none above the first.
 */
export function activeSectionAt(sections: { id: string; top: number; bottom: number }[], viewportHeight: number): string | undefined {
  const middle = viewportHeight / 2;
  let active: string | undefined;
  for (const section of sections) {
    if (section.top <= middle) active = section.id;
  }
  const last = sections.find((section) => section.id === active);
  // Past the end of the last section (the footer holds the middle) nothing is current.
  if (last && last === sections[sections.length - 1] && last.bottom < middle) return undefined;
  return active;
}
