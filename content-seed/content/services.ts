// Corporate service pages, read from data/services (one file per service, order.json lists them)
// and data/service-index.json. Accordion headings double as anchors (slugified) that the services
// index links to, e.g. services/kitchen#cabinet-repair-and-refacing, so every index link must name
// a service and, when it names one, a heading that service has.
import { dataJson, orderedRecords } from '../lib/data-files';
import { SCENE_KINDS } from '../lib/scenes';
import type { Service, ServiceIndexSource, SubService, TabLink } from './service-types';

export type * from './service-types';

export function checkService(data: unknown, file: string): Service {
  const service = data as Service;
  const problems: string[] = [];
  for (const item of [service, ...(Array.isArray(service.subs) ? service.subs : [])]) {
    if (typeof item.id !== 'string' || typeof item.name !== 'string' || typeof item.intro !== 'string') {
      problems.push(`${item.id ?? '?'}: id, name and intro must be strings`);
    }
    if (!SCENE_KINDS.includes(item.scene)) problems.push(`${item.id}: scene "${item.scene}" is not one of ${SCENE_KINDS.join(', ')}`);
    if (!Array.isArray(item.accordion) || !item.accordion.every((entry) => entry.length === 2)) {
      problems.push(`${item.id}: accordion must list [heading, copy] pairs`);
    }
  }
  if (!Array.isArray(service.related)) problems.push('related must list service ids');
  if (problems.length > 0) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return service;
}

export const SERVICES: Service[] = orderedRecords('services').map(({ name, file, data }) => {
  const service = checkService(data, file);
  if (service.id !== name) throw new Error(`${file}: id is "${service.id}", not the file name`);
  return service;
});

/** The service or sub-service an index link names ("kitchen", "bathroom-remodeling/tub-to-shower-conversions"). */
function linked(id: string): SubService | undefined {
  const [serviceId, subId] = id.split('/');
  const service = SERVICES.find((s) => s.id === serviceId);
  return subId === undefined ? service : service?.subs.find((sub) => sub.id === subId);
}

export function checkIndex(index: ServiceIndexSource): ServiceIndexSource {
  const links: TabLink[] = index.tabs.flatMap((tab) => tab.groups.flatMap(([, group]) => group));
  const problems = [
    ...links
      .filter(([id, heading]) => !linked(id) || (heading !== null && !linked(id)?.accordion.some(([h]) => h === heading)))
      .map(([id, heading]) => `tab link ${id} "${heading}": no such service, or no such accordion heading`),
    ...SERVICES.flatMap((s) => s.related.filter((id) => !linked(id)).map((id) => `services/${s.id}.json: related "${id}" is no service`)),
    ...index.popular.filter(([id]) => !linked(id)).map(([id]) => `popular "${id}" is no service`),
  ];
  if (problems.length > 0) throw new Error(`data/service-index.json:\n  ${problems.join('\n  ')}`);
  return index;
}

const INDEX = checkIndex(dataJson<ServiceIndexSource>('service-index.json'));
export const SERVICE_TABS = INDEX.tabs;
export const POPULAR = INDEX.popular;
