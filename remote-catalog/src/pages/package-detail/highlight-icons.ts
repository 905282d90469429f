// Package highlights name a Font Awesome icon (FontAwesomeClass, e.g. "fa-solid fa-clock"). The
// site draws a small set of its own inline icons instead of loading an icon font: each Font Awesome
// name maps to the closest of them, and an unknown name to a check mark.

export type HighlightIcon =
  | 'clock'
  | 'calendar'
  | 'tools'
  | 'list'
  | 'key'
  | 'shield'
  | 'home'
  | 'star'
  | 'light'
  | 'water'
  | 'cold'
  | 'camera'
  | 'search'
  | 'handshake'
  | 'check';

const ICON_OF: Record<string, HighlightIcon> = {
  clock: 'clock',
  hourglass: 'clock',
  stopwatch: 'clock',
  calendar: 'calendar',
  'calendar-check': 'calendar',
  'calendar-days': 'calendar',
  toolbox: 'tools',
  hammer: 'tools',
  wrench: 'tools',
  screwdriver: 'tools',
  'screwdriver-wrench': 'tools',
  ruler: 'tools',
  brush: 'tools',
  'paint-roller': 'tools',
  'hard-hat': 'tools',
  'helmet-safety': 'tools',
  'list-check': 'list',
  'clipboard-check': 'list',
  'clipboard-list': 'list',
  list: 'list',
  clipboard: 'list',
  key: 'key',
  lock: 'key',
  shield: 'shield',
  'shield-halved': 'shield',
  hand: 'shield',
  'hand-holding-heart': 'shield',
  house: 'home',
  home: 'home',
  'house-circle-check': 'home',
  'door-closed': 'home',
  'door-open': 'home',
  'box-open': 'home',
  'sign-hanging': 'home',
  star: 'star',
  award: 'star',
  medal: 'star',
  lightbulb: 'light',
  sun: 'light',
  bolt: 'light',
  moon: 'light',
  faucet: 'water',
  'faucet-drip': 'water',
  droplet: 'water',
  shower: 'water',
  snowflake: 'cold',
  'temperature-low': 'cold',
  'temperature-half': 'cold',
  wind: 'cold',
  camera: 'camera',
  image: 'camera',
  'magnifying-glass': 'search',
  search: 'search',
  eye: 'search',
  handshake: 'handshake',
  users: 'handshake',
  user: 'handshake',
};

/** The icon for a FontAwesomeClass value: the first fa-<name> class that is not a style (fa-solid, fa-lg ...). */
export function highlightIcon(fontAwesomeClass: string | undefined): HighlightIcon {
  const names = (fontAwesomeClass ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((name) => name.startsWith('fa-'))
    .map((name) => name.slice(3));
  for (const name of names) {
    if (Object.hasOwn(ICON_OF, name)) return ICON_OF[name]!;
  }
  return 'check';
}
