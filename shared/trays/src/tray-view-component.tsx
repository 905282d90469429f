import type { ComponentType } from 'react';
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
import { PromiseSlider } from './PromiseSlider';
import { Testimonial } from './Testimonial';
import { Videos } from './Videos';
import { WhyChooseUsTray } from './WhyChooseUsTray';
import type { SharedTrayName, TrayView } from './views';

type SharedTrayView = Exclude<TrayView, { kind: 'OfficeTray' }>;

/** The component that shows each kind of view model. */
const COMPONENTS: { [K in SharedTrayName]: ComponentType<{ view: Extract<TrayView, { kind: K }> }> } = {
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

/** Shows one of the trays every app knows, from its view model. */
export function TrayViewComponent({ view }: { view: SharedTrayView }) {
  const Component = COMPONENTS[view.kind] as ComponentType<{ view: SharedTrayView }>;
  return <Component view={view} />;
}
