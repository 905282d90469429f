import type { ComponentType } from 'react';
import { hydrateNearView } from '@handyman/platform/ui';
import type { TrayRendererProps } from '@handyman/trays';

/**
 * A page's trays when they start below the first screen: the trays package comes when the visitor
 * comes near them (see hydrateNearView), not before the page is live.
 */
export const TraysNearView: ComponentType<TrayRendererProps> = hydrateNearView(() => import('@handyman/trays'), 'TrayRenderer');
