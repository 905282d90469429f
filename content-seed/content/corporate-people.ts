// Corporate leadership (your-team page), partner brands and customer testimonials.
import type { Look } from '../lib/portraits';

export interface Person {
  name: string;
  title: string;
  bio: string;
  look: Look;
}

export interface Partner {
  id: string;
  name: string;
  /** Brand colour of the generated wordmark. */
  color: string;
  tag: string;
  copy: string;
}

export interface Quote {
  quote: string;
  by: string;
  look: Look;
}

export const LEADERS: Person[] = [
  {
    name: 'Ellen Marsh',
    title: 'President',
    bio: 'Ellen joined Brightwood Hardware as a store manager in 1996 and led the launch of Brightwood Handyman Services in 2012. She still visits every new office in its first year.',
    look: { skin: 0, hair: 'grey', style: 'bun', glasses: true, shirt: '#2f3136', logo: false },
  },
  {
    name: 'David Cho',
    title: 'Vice President, Franchise Operations',
    bio: 'David helps local owners build healthy businesses, from hiring their first craftsman to opening a second territory. Before Brightwood he ran operations for a regional home-services company.',
    look: { skin: 1, hair: 'black', style: 'side', shirt: '#2f5d7c', logo: false },
  },
  {
    name: 'Marcus Bell',
    title: 'Master Craftsman & Director of Training',
    bio: 'Marcus has thirty years in residential carpentry and remodeling. He writes our craftsman training program and our most-read blog posts.',
    look: { skin: 5, hair: 'grey', style: 'buzz', beard: 'full', shirt: '#d02030' },
  },
  {
    name: 'Dana Whitaker',
    title: 'Director of Customer Experience',
    bio: 'Dana makes sure every homeowner gets the same clear estimates and follow-up calls, in every office. She also edits our blog.',
    look: { skin: 0, hair: 'brown', style: 'long', shirt: '#6b5b95', logo: false },
  },
  {
    name: 'Priya Raman',
    title: 'Home Safety Program Lead',
    bio: 'Priya is an occupational therapist who designs our aging-in-place and home safety programs and trains craftsmen to spot risks.',
    look: { skin: 3, hair: 'black', style: 'long', glasses: true, shirt: '#4c7a5a', logo: false },
  },
  {
    name: 'Tom Kowalski',
    title: 'Franchise Trainer',
    bio: 'Tom owned and ran a Brightwood office for six years before joining the corporate team to train new owners and their crews.',
    look: { skin: 0, hair: 'blonde', style: 'short', beard: 'mustache', shirt: '#d02030' },
  },
];

export const PARTNERS: Partner[] = [
  {
    id: 'brightwood-hardware',
    name: 'Brightwood Hardware',
    color: '#d02030',
    tag: 'Our parent company since 1952',
    copy: "Brightwood Hardware's 140 neighborhood stores supply many of the parts our craftsmen use, and store associates can refer customers straight to their local office.",
  },
  {
    id: 'summit-lumber',
    name: 'Summit Lumber Supply',
    color: '#2e6b4f',
    tag: 'Lumber & building materials',
    copy: 'Regional lumber yards that deliver framing, decking and trim to our job sites, often the same day.',
  },
  {
    id: 'clearview',
    name: 'ClearView Windows & Doors',
    color: '#2f5d7c',
    tag: 'Windows & entry doors',
    copy: "Energy-efficient windows and doors, installed by our craftsmen and backed by ClearView's manufacturer warranty.",
  },
  {
    id: 'truecoat',
    name: 'TrueCoat Paints',
    color: '#b5573f',
    tag: 'Professional paint',
    copy: 'Low-VOC professional paints and stains, with colour matching in every Brightwood Hardware store.',
  },
  {
    id: 'homeshield',
    name: 'HomeShield Warranty',
    color: '#6b5b95',
    tag: 'Home warranty partner',
    copy: 'HomeShield members get priority scheduling and member pricing at participating Brightwood offices.',
  },
  {
    id: 'trades-forward',
    name: 'Trades Forward',
    color: '#e5a35a',
    tag: 'Skilled-trades scholarships',
    copy: 'A nonprofit that funds trade-school scholarships and apprenticeships. Every Brightwood office sponsors at least one student.',
  },
];

export const TESTIMONIALS: Quote[] = [
  {
    quote:
      'I have used three handyman companies in twenty years. Brightwood is the only one that sent a written estimate, arrived in the window they promised and called a week later to make sure the door still latched.',
    by: 'Margaret H., Plano, TX',
    look: { skin: 0, hair: 'grey', style: 'bun', shirt: '#6b8f71', logo: false, glasses: true },
  },
  {
    quote: 'Joining Brightwood gave me a steady schedule, real training and a crew that has my back. Three years in, I lead my own jobs.',
    by: 'Emily Carter, Craftsman, North Raleigh',
    look: { skin: 0, hair: 'blonde', style: 'long', shirt: '#d02030' },
  },
  {
    quote:
      'Our whole team volunteered on the ramp build. Seeing Mr. Alvarez roll out his front door for the first time in a year is why I love this job.',
    by: 'Andre Simmons, Craftsman, South Denver',
    look: { skin: 4, hair: 'black', style: 'buzz', beard: 'full', cap: true },
  },
];
