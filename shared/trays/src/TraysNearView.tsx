import { useMemo } from 'react';
import { hydrateNearView } from '@handyman/platform/ui';
import type { TrayRendererProps } from './registry';

// The renderer's module alone: the package root would bring every module of it (its banners and
// package cards too) to a page that only renders trays.
const TraySection = hydrateNearView(() => import('./registry'), 'TrayRenderer');

/**
 * A page's trays when they start below the first screen, each a section that hydrates when the
 * visitor comes near it (see hydrateNearView): the renderer's code comes with the first tray near
 * the first screen, and each further tray's own code when the visitor nears that tray, not all of
 * them once the page is live. The trays' stylesheets keep their spacing across the sections.
 */
export function TraysNearView({ trays, placeholders }: TrayRendererProps) {
  // One list per tray, kept while the page's data is: a section redraws (and loads) on new data.
  const sections = useMemo(() => (Array.isArray(trays) ? trays.map((tray) => [tray]) : []), [trays]);
  return sections.map((section, index) => <TraySection key={index} trays={section} placeholders={placeholders} />);
}
