// What each corporate banner (media/Images/Banners/<name>.jpg) shows.
import type { SceneKind, SceneOptions } from '../lib/scenes';

/** Corporate banners: name -> [scene kind, options]. */
export const CORPORATE_BANNERS: Record<string, [SceneKind, SceneOptions]> = {
  home: ['home', { region: 'southern', focus: 0.7, van: true, seed: 1 }],
  services: ['kitchen', { focus: 0.72 }],
  packages: ['home', { region: 'piedmont', focus: 0.72, fence: true, seed: 2 }],
  offices: ['neighborhood', { region: 'southern', focus: 0.75 }],
  blog: ['checklist', { focus: 0.75 }],
  'why-choose-us': ['team', { region: 'hillcountry', focus: 0.72, seed: 4 }],
  'our-story': ['workshop', { focus: 0.7 }],
  'your-team': ['neighborhood', { region: 'mountain', focus: 0.3, seed: 2 }],
  'community-matters': ['home', { region: 'southern', focus: 0.72, seed: 3, house: { wall: '#c9694e' } }],
  goals: ['home', { region: 'mountain', focus: 0.7, seed: 5 }],
  resources: ['checklist', { focus: 0.7, checks: 4 }],
  faqs: ['living', { focus: 0.7 }],
  'sell-your-home': ['home', { region: 'hillcountry', focus: 0.7, sign: 'FOR SALE', seed: 2 }],
  'contractor-checklist': ['checklist', { focus: 0.7, checks: 2 }],
  'home-tips': ['carpentry', { focus: 0.7 }],
  'service-promise': ['success', { focus: 0.7 }],
  'site-map': ['neighborhood', { region: 'coastal', focus: 0.7, seed: 1 }],
  legal: ['neighborhood', { region: 'desert', focus: 0.75, van: false, seed: 4 }],
  partners: ['workshop', { focus: 0.65 }],
  careers: ['team', { region: 'piedmont', focus: 0.72, seed: 2 }],
  'not-found': ['notFound', { focus: 0.68 }],
  'contact-success': ['success', { focus: 0.7 }],
  'test-form': ['doors', { focus: 0.7 }],
  'helpful-home-club': ['home', { region: 'hillcountry', focus: 0.7, seed: 6 }],
};
