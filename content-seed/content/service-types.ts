// The shape of the service data: data/services/<id>.json (a service page with its sub-services)
// and data/service-index.json (the services index tabs and the most popular services).
import type { ServicesTab, TabContent } from '@handyman/contracts';
import type { SceneKind } from '../lib/scenes';

/** [heading, copy] of an accordion item. */
export type AccordionSource = [heading: string, copy: string];

export interface SubService {
  id: string;
  name: string;
  scene: SceneKind;
  /** Intro HTML. */
  intro: string;
  accordion: AccordionSource[];
}

/** The texts of a service page's own estimate tabs. */
export type EstimateTabs = Record<Exclude<keyof TabContent, 'EstimateImage'>, string>;

export interface Service extends SubService {
  abstract: string;
  subs: SubService[];
  /** Ids of related services. */
  related: string[];
  /** Shows the estimate tabs: true with the home page's texts, or with the service's own. */
  estimateTabs?: true | EstimateTabs;
}

/** A services index link: service id (or id/sub), accordion heading to anchor on (or null), label. */
export type TabLink = [id: string, heading: string | null, text: string];

export interface ServiceTabSource {
  Name: string;
  ID: ServicesTab['ID'];
  groups: [name: string, links: TabLink[]][];
}

/** data/service-index.json. */
export interface ServiceIndexSource {
  /** The services index tabs: groups of up to 9 links as [serviceId(/sub), accordion heading | null, label]. */
  tabs: ServiceTabSource[];
  /** The seven most popular services (also linked from the 503 page): [id, caption]. */
  popular: [id: string, caption: string][];
}
