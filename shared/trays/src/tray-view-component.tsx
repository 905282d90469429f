import { lazy, type ComponentType } from 'react';
import { HeroWithOverlayTray } from './HeroWithOverlay';
import type { SharedTrayName, TrayView } from './views';

type SharedTrayView = Exclude<TrayView, { kind: 'OfficeTray' }>;
type TrayComponent<K extends SharedTrayName> = ComponentType<{ view: Extract<TrayView, { kind: K }> }>;
type Load<K extends SharedTrayName> = () => Promise<TrayComponent<K>>;

// Each kind of tray is a chunk of its own, fetched when a page shows one: a page loads the trays
// it has, not all of them (the package is one shared module, which webpack cannot tree-shake). The
// hero stays in the package: pages draw it directly, and first. The careers trays come together
// (the careers page shows them all): one request instead of five.
const LOADERS: { [K in Exclude<SharedTrayName, 'HeroWithOverlay'>]: Load<K> } = {
  FranchisePackages: () => import('./FranchisePackages').then((module) => module.FranchisePackages),
  BodyCopyTray: () => import('./BodyCopyTray').then((module) => module.BodyCopyTray),
  ImageAndCopyTray: () => import('./ImageAndCopyTray').then((module) => module.ImageAndCopyTray),
  FAQAccordion: () => import('./FAQAccordion').then((module) => module.FAQAccordion),
  IconWithLabelList: () => import('./IconWithLabelList').then((module) => module.IconWithLabelList),
  ImageGallery: () => import('./ImageGallery').then((module) => module.ImageGallery),
  MeetTheTeam: () => import('./MeetTheTeam').then((module) => module.MeetTheTeam),
  Testimonial: () => import('./Testimonial').then((module) => module.Testimonial),
  Videos: () => import('./Videos').then((module) => module.Videos),
  FindAnOffice: () => import('./FindAnOfficeTray').then((module) => module.FindAnOfficeTray),
  CareersBanner: () => import(/* webpackChunkName: "trays-careers" */ './CareersBanner').then((module) => module.CareersBanner),
  CareersTray: () => import(/* webpackChunkName: "trays-careers" */ './CareersTray').then((module) => module.CareersTray),
  PromiseSlider: () => import('./PromiseSlider').then((module) => module.PromiseSlider),
  WhyChooseUsTray: () => import('./WhyChooseUsTray').then((module) => module.WhyChooseUsTray),
  Philanthropy: () => import('./PhilanthropyTray').then((module) => module.PhilanthropyTray),
  CareersCulture: () => import(/* webpackChunkName: "trays-careers" */ './CareersCulture').then((module) => module.CareersCulture),
  CareersCommunity: () => import(/* webpackChunkName: "trays-careers" */ './CareersCommunity').then((module) => module.CareersCommunity),
  CareersBrandBanner: () =>
    import(/* webpackChunkName: "trays-careers" */ './CareersBrandBanner').then((module) => module.CareersBrandBanner),
};

type LazyKind = keyof typeof LOADERS;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind takes its own view
type Loaded = { default: ComponentType<any> };

/** The kinds whose code is in: a tray of one renders at once, without suspending. */
const loaded = new Map<LazyKind, Loaded>();

function load(kind: LazyKind): Promise<Loaded> {
  return (LOADERS[kind] as () => Promise<Loaded['default']>)().then((component) => {
    const module = { default: component };
    loaded.set(kind, module);
    return module;
  });
}

/**
 * Code already in, as a thenable that answers at once: React.lazy reads a module its thenable
 * hands over synchronously, so the tray renders without suspending (React calls only `then`).
 */
function inAlready(module: Loaded): Promise<Loaded> {
  const thenable = { then: (resolve: (value: Loaded) => unknown) => resolve(module) };
  return thenable as unknown as Promise<Loaded>;
}

/** The component that shows each kind of view model. */
const COMPONENTS = {
  HeroWithOverlay: HeroWithOverlayTray,
  ...Object.fromEntries(
    (Object.keys(LOADERS) as LazyKind[]).map((kind) => [kind, lazy(() => (loaded.has(kind) ? inAlready(loaded.get(kind)!) : load(kind)))]),
  ),
} as unknown as { [K in SharedTrayName]: TrayComponent<K> };

/** Fetches the code of every kind of tray (tests render trays at once with it). */
export async function loadTrayCode(): Promise<void> {
  await Promise.all((Object.keys(LOADERS) as LazyKind[]).map(load));
}

/**
 * Starts fetching the code of the kinds of tray a list shows, side by side, before the list
 * renders (each tray would otherwise ask for its code only once the one before it is in).
 */
export function preloadTrayCode(views: readonly TrayView[]): void {
  for (const view of views) {
    if (view.kind !== 'OfficeTray' && view.kind !== 'HeroWithOverlay' && !loaded.has(view.kind)) load(view.kind).catch(() => undefined);
  }
}

/** Shows one of the trays every app knows, from its view model. */
export function TrayViewComponent({ view }: { view: SharedTrayView }) {
  const Component = COMPONENTS[view.kind] as ComponentType<{ view: SharedTrayView }>;
  return <Component view={view} />;
}
