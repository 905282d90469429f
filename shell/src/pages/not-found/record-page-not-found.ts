/** An analytics event in the tag manager's data layer. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

type WindowWithDataLayer = Window & { dataLayer?: DataLayerEvent[] };

/** Records a page-not-found event for the address in window.dataLayer, creating it if absent. */
export function recordPageNotFound(path: string): void {
  const host = window as WindowWithDataLayer;
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  host.dataLayer.push({ event: 'page-not-found', path });
}
