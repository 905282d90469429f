import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { OfficeTrayName, Tray, TrayName } from '@handyman/contracts';
import type { PlaceholderValues } from '@handyman/platform';
import { ErrorBoundary } from '@handyman/platform/ui';
import { BodyCopyTray } from './BodyCopyTray';
import { CareersBanner } from './CareersBanner';
import { CareersBrandBanner } from './CareersBrandBanner';
import { CareersCommunity } from './CareersCommunity';
import { CareersCulture } from './CareersCulture';
import { CareersTray } from './CareersTray';
import { FAQAccordion } from './FAQAccordion';
import { FindAnOfficeTray } from './FindAnOfficeTray';
import { FranchisePackages } from './FranchisePackages';
import { HeroWithOverlayTray } from './HeroWithOverlay';
import { IconWithLabelList } from './IconWithLabelList';
import { ImageAndCopyTray } from './ImageAndCopyTray';
import { ImageGallery } from './ImageGallery';
import { MeetTheTeam } from './MeetTheTeam';
import { PhilanthropyTray } from './PhilanthropyTray';
import { PlaceholderProvider } from './placeholders';
import { PromiseSlider } from './PromiseSlider';
import { Testimonial } from './Testimonial';
import { Videos } from './Videos';
import { WhyChooseUsTray } from './WhyChooseUsTray';

// Trays are mapped by TrayName. A tray without a component renders nothing, and a tray whose
// content breaks its component renders nothing either, so the CMS can never break a page.

type TrayComponent<N extends TrayName> = ComponentType<{ tray: Extract<Tray, { TrayName: N }> }>;
/** Trays every app can show; office trays (OfficeTrayName) come from the app that renders them. */
export type TrayRegistry = { [N in Exclude<TrayName, OfficeTrayName>]: TrayComponent<N> };
/** The office trays, provided by the office pages' app through AppTrayProvider. */
export type OfficeTrayRegistry = { [N in OfficeTrayName]: TrayComponent<N> };

export const trayRegistry: TrayRegistry = {
  FranchisePackages,
  BodyCopyTray,
  HeroWithOverlay: HeroWithOverlayTray,
  ImageAndCopyTray,
  FAQAccordion,
  IconWithLabelList,
  ImageGallery,
  MeetTheTeam,
  Testimonial,
  Videos,
  FindAnOffice: FindAnOfficeTray,
  CareersBanner,
  CareersTray,
  PromiseSlider,
  WhyChooseUsTray,
  Philanthropy: PhilanthropyTray,
  CareersCulture,
  CareersCommunity,
  CareersBrandBanner,
};

const AppTrays = createContext<Partial<OfficeTrayRegistry>>({});

/** Lets an app's pages show the office trays it implements (remote-franchise's office pages). */
export function AppTrayProvider({ trays, children }: { trays: OfficeTrayRegistry; children: ReactNode }) {
  return <AppTrays.Provider value={trays}>{children}</AppTrays.Provider>;
}

function componentFor(name: unknown, appTrays: Partial<OfficeTrayRegistry>): ComponentType<{ tray: Tray }> | undefined {
  if (typeof name !== 'string') return undefined;
  if (Object.hasOwn(trayRegistry, name)) return trayRegistry[name as keyof TrayRegistry] as ComponentType<{ tray: Tray }>;
  if (Object.hasOwn(appTrays, name)) return appTrays[name as OfficeTrayName] as ComponentType<{ tray: Tray }>;
  return undefined;
}

export interface TrayRendererProps {
  trays: Tray[] | undefined;
  /** The franchise's values for {City}, {Phone}, ...; corporate pages pass none. */
  placeholders?: PlaceholderValues;
}

export function TrayRenderer({ trays, placeholders }: TrayRendererProps) {
  const appTrays = useContext(AppTrays);
  const rendered = (Array.isArray(trays) ? trays : []).map((tray, index) => {
    const Component = componentFor(tray?.TrayName, appTrays);
    if (!Component) return null;
    const key = `${tray.TrayName}-${index}`;
    return (
      <ErrorBoundary key={key} resetKey={key} fallback={() => null}>
        <Component tray={tray} />
      </ErrorBoundary>
    );
  });
  return placeholders ? <PlaceholderProvider values={placeholders}>{rendered}</PlaceholderProvider> : <>{rendered}</>;
}
