import type { PageLink, SiteSettings } from '@handyman/contracts';

export interface VisibleAlert {
  text: string;
  page?: PageLink;
}

/** The alert bar shows only when DisplayAlert is 'True' and AlertText is not empty. */
export function visibleAlert(alerts: Partial<SiteSettings['Alerts']> | undefined): VisibleAlert | null {
  const text = alerts?.AlertText?.Value?.trim() ?? '';
  if (alerts?.DisplayAlert?.Value?.trim().toLowerCase() !== 'true' || text === '') return null;
  return alerts.Page ? { text, page: alerts.Page } : { text };
}
