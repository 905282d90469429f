import { pageOfSchema, type ContentEnvelope, type PageResult, type Tray } from '@handyman/contracts';
import type { RemoteCopy } from './remote-build';

// The change a franchise team makes to add an office tray, applied to a copy of remote-franchise: a
// component file (its styles beside it) and its entry in the office tray registry. The tray draws a
// seasonal checklist with the office's placeholders filled. Content names the tray on an office page
// (CHECKLIST.content, on CHECKLIST.page) whether or not a deployed remote knows it yet.

const PAGE = 'offices/summerlin/seasonal-services';

export const CHECKLIST = {
  name: 'SeasonalChecklist',
  /** The office page whose content names the tray. */
  page: PAGE,
  path: `/${PAGE}`,
  /** The section's anchor (id) on the page. */
  id: 'seasonal-checklist',
  /** The heading as content writes it ({City}: the office's city). */
  heading: 'Your {City} home checklist',
  items: ['Clear roof scuppers before the monsoon', 'Re-seal stucco cracks', 'Service the garage door spring'],
} as const;

/** The tray as content sends it. */
const CONTENT = {
  TrayName: CHECKLIST.name,
  Heading: { Value: CHECKLIST.heading },
  Items: CHECKLIST.items.map((item) => ({ Value: item })),
};

/** An api/page answer with the checklist tray added to CHECKLIST.page's trays (before its last one); other pages as they came. */
export function withChecklistTray(answer: unknown): unknown {
  const envelope = answer as ContentEnvelope<PageResult>;
  if (envelope.path?.replace(/^\/+|\/+$/g, '').toLowerCase() !== PAGE) return answer;
  const page = pageOfSchema(envelope.results[0], 'FranchiseDetailPage');
  if (!page?.Trays?.length) throw new Error(`${PAGE} is no longer an office page with trays`);
  // A tray name no contract lists yet: content is free to name it.
  const trays = [...page.Trays.slice(0, -1), CONTENT as unknown as Tray, ...page.Trays.slice(-1)];
  return { ...envelope, results: [{ FranchiseDetailPage: { ...page, Trays: trays } }] };
}

const COMPONENT = `import type { Field } from '@handyman/contracts';
import { usePlaceholders } from '@handyman/trays';
import { OfficeSection } from '../section/OfficeSection';
import styles from './SeasonalChecklist.module.css';

/** The tray's content (its contract type, until @handyman/contracts' OfficeTray lists it). */
export interface SeasonalChecklistTray {
  TrayName: '${CHECKLIST.name}';
  Heading?: Field;
  Items?: Field[];
}

/** The season's jobs around the house, as a checklist; nothing when content lists none. */
export function SeasonalChecklist({ tray }: { tray: SeasonalChecklistTray }) {
  const fill = usePlaceholders();
  const items = (tray.Items ?? []).map((item) => fill(item.Value)).filter(Boolean);
  if (items.length === 0) return null;
  return (
    <OfficeSection id="${CHECKLIST.id}" heading={fill(tray.Heading?.Value) || 'Seasonal checklist'} tone="alt">
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </OfficeSection>
  );
}
`;

const STYLES = `.checklist {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px 32px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.checklist li {
  position: relative;
  padding-left: 32px;
  line-height: 1.5;
}
.checklist li::before {
  content: '\\2713';
  position: absolute;
  left: 0;
  font-weight: 700;
  color: var(--color-brand);
}
`;

/** The registry's declaration, with the doc comment above it when it has one. */
const REGISTRY = /(\/\*\*[^\n]*\*\/\n)?export const officeTrays: OfficeTrayRegistry = \{\n/;
const LAST_IMPORT = "import { localServicesView, servicesView } from './views/services';\n";
const IMPORTS = "import type { ComponentType } from 'react';\nimport type { SeasonalChecklistTray } from './SeasonalChecklist';\n";
const LAZY = "const SeasonalChecklist = lazyPage(() => import('./SeasonalChecklist'), 'SeasonalChecklist');\n\n";
/** Typed as the known trays and this one, until @handyman/contracts' OfficeTray lists it (then OfficeTrayRegistry alone). */
const TYPE = `OfficeTrayRegistry & { ${CHECKLIST.name}: ComponentType<{ tray: SeasonalChecklistTray }> }`;

/** Adds the checklist tray to a copy of remote-franchise's source. */
export function addChecklistTray(copy: RemoteCopy): void {
  copy.write('src/office/trays/SeasonalChecklist.tsx', COMPONENT);
  copy.write('src/office/trays/SeasonalChecklist.module.css', STYLES);
  copy.edit('src/office/trays/tray-registry.tsx', (registry) => {
    if (!REGISTRY.test(registry) || !registry.includes(LAST_IMPORT)) {
      throw new Error('remote-franchise/src/office/trays/tray-registry.tsx no longer imports and lists its trays as expected');
    }
    return registry
      .replace(LAST_IMPORT, LAST_IMPORT + IMPORTS)
      .replace(
        REGISTRY,
        (_declaration, comment = '') => `${LAZY}${comment}export const officeTrays: ${TYPE} = {\n  ${CHECKLIST.name}: SeasonalChecklist,\n`,
      );
  });
}
