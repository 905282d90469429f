import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { OfficeTrayName, Tray, TrayName } from '@handyman/contracts';
import type { PlaceholderValues } from '@handyman/platform';
import { ErrorBoundary } from '@handyman/platform/ui';
import { PlaceholderProvider, usePlaceholders } from './placeholders';
import { preloadTrayCode, TrayViewComponent } from './tray-view-component';
import { SHARED_TRAY_NAMES, toTrayView, toTrayViews, type SharedTrayName, type TrayView } from './views';

// Trays are mapped by TrayName to view models first (./views), then shown by kind. A tray without
// a component renders nothing, and a tray whose content breaks its mapping or its component
// renders nothing either, so the CMS can never break a page.

type TrayComponent<N extends TrayName> = ComponentType<{ tray: Extract<Tray, { TrayName: N }> }>;
/** Trays every app can show, each as a component of its CMS tray; office trays (OfficeTrayName) come from the app that renders them. */
export type TrayRegistry = { [N in SharedTrayName]: TrayComponent<N> };
/** The office trays, provided by the office pages' app through AppTrayProvider. */
export type OfficeTrayRegistry = { [N in OfficeTrayName]: TrayComponent<N> };

/** One CMS tray, mapped and shown as TrayRenderer shows it (for code that holds a single tray). */
function CmsTray({ tray }: { tray: Tray }) {
  const fill = usePlaceholders();
  const view = toTrayView(tray, fill);
  return view && view.kind !== 'OfficeTray' ? <TrayViewComponent view={view} /> : null;
}

export const trayRegistry = Object.fromEntries(SHARED_TRAY_NAMES.map((name) => [name, CmsTray])) as unknown as TrayRegistry;

const AppTrays = createContext<Partial<OfficeTrayRegistry>>({});

/** Lets an app's pages show the office trays it implements (remote-franchise's office pages). */
export function AppTrayProvider({ trays, children }: { trays: OfficeTrayRegistry; children: ReactNode }) {
  return <AppTrays.Provider value={trays}>{children}</AppTrays.Provider>;
}

function ShownTray({ view }: { view: TrayView }) {
  const appTrays = useContext(AppTrays);
  if (view.kind !== 'OfficeTray') return <TrayViewComponent view={view} />;
  const Component = Object.hasOwn(appTrays, view.name)
    ? (appTrays[view.name as OfficeTrayName] as ComponentType<{ tray: Tray }>)
    : undefined;
  return Component ? <Component tray={view.tray} /> : null;
}

function TrayList({ trays }: { trays: Tray[] | undefined }) {
  const fill = usePlaceholders();
  const views = useMemo(() => {
    const mapped = toTrayViews(trays, fill);
    if (typeof window !== 'undefined') preloadTrayCode(mapped);
    return mapped;
  }, [trays, fill]);
  return views.map((view, index) => {
    const key = `${view.kind === 'OfficeTray' ? view.name : view.kind}-${index}`;
    return (
      <ErrorBoundary key={key} resetKey={key} fallback={() => null}>
        <ShownTray view={view} />
      </ErrorBoundary>
    );
  });
}

export interface TrayRendererProps {
  trays: Tray[] | undefined;
  /** The franchise's values for {City}, {Phone}, ...; corporate pages pass none. */
  placeholders?: PlaceholderValues;
}

/** A page's CMS trays, each mapped to its view model (toTrayViews) and shown in order. */
export function TrayRenderer({ trays, placeholders }: TrayRendererProps) {
  const list = <TrayList trays={trays} />;
  return placeholders ? <PlaceholderProvider values={placeholders}>{list}</PlaceholderProvider> : list;
}
