import type { ComponentType } from 'react';
import { hydrateNearView } from '@handyman/platform/base';
import type { TrayRendererProps } from '@handyman/trays';

/**
 * A page's trays when they start below the first screen (a city page's): they hydrate when the
 * visitor comes near them, and an office tray's own code (the estimate trays') comes then too.
 */
export const TraysNearView: ComponentType<TrayRendererProps> = hydrateNearView(() => import('@handyman/trays'), 'TrayRenderer');
