import type { ComponentType } from 'react';
import type { PlaceholderValues, Tray, TrayName } from '@handyman/shared';
import { ErrorBoundary } from '@handyman/shared/ui';
import { BodyCopyTray } from './BodyCopyTray';
import { CareersBanner } from './CareersBanner';
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
export type TrayRegistry = { [N in TrayName]: TrayComponent<N> };

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
};

function componentFor(name: unknown): ComponentType<{ tray: Tray }> | undefined {
  if (typeof name !== 'string' || !Object.hasOwn(trayRegistry, name)) return undefined;
  return trayRegistry[name as TrayName] as ComponentType<{ tray: Tray }>;
}

export interface TrayRendererProps {
  trays: Tray[] | undefined;
  /** The franchise's values for {City}, {Phone}, ...; corporate pages pass none. */
  placeholders?: PlaceholderValues;
}

export function TrayRenderer({ trays, placeholders }: TrayRendererProps) {
  const rendered = (Array.isArray(trays) ? trays : []).map((tray, index) => {
    const Component = componentFor(tray?.TrayName);
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
