// Corporate leadership (your-team page), partner brands and customer testimonials, read from
// data/people.json.
import { dataJson } from '../lib/data-files';
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

interface People {
  leaders: Person[];
  partners: Partner[];
  testimonials: Quote[];
}

function readPeople(): People {
  const people = dataJson<People>('people.json');
  const problems = [
    ...people.leaders.filter((p) => !p.name || !p.title || !p.bio || !p.look).map((p) => `leader ${p.name}: name, title, bio and look`),
    ...people.partners
      .filter((p) => !p.id || !p.name || !/^#[0-9a-f]{6}$/i.test(p.color))
      .map((p) => `partner ${p.id}: id, name, color #rrggbb`),
    ...people.testimonials.filter((q) => !q.quote || !q.by || !q.look).map((q) => `testimonial by ${q.by}: quote, by and look`),
  ];
  if (problems.length > 0) throw new Error(`data/people.json:\n  ${problems.join('\n  ')}`);
  return people;
}

const PEOPLE = readPeople();
export const LEADERS: Person[] = PEOPLE.leaders;
export const PARTNERS: Partner[] = PEOPLE.partners;
export const TESTIMONIALS: Quote[] = PEOPLE.testimonials;
