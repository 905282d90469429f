// Clones a real office (its home, sub-pages, city pages, blog and reviews) into a generated one by
// rewriting every text that names the template office, then setting its territory.
import fs from 'node:fs';
import path from 'node:path';
import type { FranchiseCorporateControl, FranchiseHomePage } from '@handyman/contracts';
import { slugify } from '../lib/seed-helpers';
import { listFiles, readJson, type SeedWriter } from './seed-io';
import type { OfficeIdentity } from './office-identity';

export interface OfficeTemplate {
  slug: string;
  control: FranchiseCorporateControl;
  /** The home page file's text. */
  home: string;
  /** Its other pages: path under pages/ (e.g. offices/summerlin/our-team.json) and text. */
  pages: { rel: string; text: string }[];
  cities: { name: string; slug: string }[];
  reviews: string | undefined;
  hasBlog: boolean;
}

export interface GeneratedOffice {
  path: string;
  name: string;
  city: string;
  state: string;
  zip: string;
  owned: string[];
  allowed: string[];
  cityPages: string[];
  blogPosts: string[];
  pages: number;
}

export function loadOfficeTemplates(sourceSeedDir: string): OfficeTemplate[] {
  const pagesDir = path.join(sourceSeedDir, 'pages');
  const officesDir = path.join(pagesDir, 'offices');
  const all = listFiles(officesDir);
  return all
    .filter((rel) => /^[^/]+\.json$/.test(rel))
    .map((rel) => {
      const slug = rel.replace(/\.json$/, '');
      const file = path.join(officesDir, rel);
      const homePage = readJson<{ FranchiseHomePage?: FranchiseHomePage }>(file).FranchiseHomePage;
      if (!homePage) throw new Error(`${file} is not a FranchiseHomePage`);
      const control = homePage.FranchiseCorporateControl;
      const reviewsFile = path.join(sourceSeedDir, 'reviews', `${control.GoogleReviewsPlaceId?.Value ?? ''}.json`);
      const pages = all
        .filter((r) => r.startsWith(`${slug}/`) && r.endsWith('.json'))
        .map((r) => ({ rel: `offices/${r}`, text: readText(path.join(officesDir, r)) }));
      return {
        slug,
        control,
        home: readText(file),
        pages,
        cities: (homePage.ServiceCitySEO ?? []).map((c) => ({ name: c.City.Value, slug: c.CityURL.split('/').pop() ?? '' })),
        reviews: fs.existsSync(reviewsFile) ? readText(reviewsFile) : undefined,
        hasBlog: pages.some((p) => p.rel === `offices/${slug}/blog.json`),
      };
    });
}

const readText = (file: string) => fs.readFileSync(file, 'utf8');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value placed inside a JSON string. */
const jsonText = (s: string) => JSON.stringify(s).slice(1, -1);

/** One pass over a text replacing every key by its value, longest key first, whole words only. */
class Rewriter {
  private readonly pattern: RegExp;
  constructor(private readonly map: Map<string, string>) {
    const keys = [...map.keys()].filter(Boolean).sort((a, b) => b.length - a.length);
    this.pattern = new RegExp(`(?<![A-Za-z0-9])(?:${keys.map(escapeRegExp).join('|')})(?![A-Za-z0-9])`, 'g');
  }
  apply(text: string): string {
    return text.replace(this.pattern, (key) => this.map.get(key) ?? key);
  }
}

/** Template city page -> the new office's city it becomes: its own city first, then nearby towns. */
function cityPlan(
  template: OfficeTemplate,
  office: OfficeIdentity,
): { from: { name: string; slug: string }; name: string; slug: string }[] {
  const own = new Set([template.control.City.Value, template.control.Located_in?.Value]);
  const usedSlugs = new Set<string>();
  const others = office.otherCities.filter((c) => slugify(c) !== slugify(office.city));
  let ownUsed = false;
  return template.cities.map((from) => {
    let name: string;
    if (own.has(from.name) && !ownUsed) {
      ownUsed = true;
      name = office.city;
    } else {
      name = others.find((c) => !usedSlugs.has(slugify(c))) ?? `${from.name} ${office.city}`;
    }
    usedSlugs.add(slugify(name));
    return { from, name, slug: slugify(name) };
  });
}

function rewriterFor(template: OfficeTemplate, office: OfficeIdentity, cities: ReturnType<typeof cityPlan>): Rewriter {
  const c = template.control;
  const map = new Map<string, string>();
  const set = (from: string | undefined, to: string) => {
    if (from && !map.has(from)) map.set(from, jsonText(to));
  };
  for (const city of cities) set(`offices/${template.slug}/city/${city.from.slug}`, `offices/${office.slug}/city/${city.slug}`);
  set(`offices/${template.slug}`, `offices/${office.slug}`);
  set(c.FranchiseName?.Value, office.franchiseName);
  // The template's own city names go to the new office's city, before its other city pages take theirs.
  for (const city of cities) if (city.name === office.city) set(city.from.name, office.city);
  set(c.City.Value, office.city);
  set(c.Located_in?.Value, office.city);
  for (const city of cities) set(city.from.name, city.name);
  set(c.State.Value, office.state);
  set(c.StateAbbreviation.Value, office.abbreviation);
  set(c.PhoneNumber.Value, office.phone);
  set(c.ZipCode.Value, office.zip);
  set(c.ClientID.Value, office.clientId);
  set(c.ServiceTitanID.Value, office.serviceTitanId);
  set(c.GoogleReviewsPlaceId?.Value, office.placeId);
  set(c.RateABizUUID?.Value, office.rateABizUuid);
  set(c.Address.Value, office.address);
  set(c.Latitude?.Value, office.latitude);
  set(c.Longitude?.Value, office.longitude);
  return new Rewriter(map);
}

/** Writes the office's pages and reviews; answers what it wrote, for the manifest. */
export function cloneOffice(template: OfficeTemplate, office: OfficeIdentity, out: SeedWriter): GeneratedOffice {
  const cities = cityPlan(template, office);
  const rewrite = rewriterFor(template, office, cities);
  const home = JSON.parse(rewrite.apply(template.home)) as { FranchiseHomePage: FranchiseHomePage };
  const control = home.FranchiseHomePage.FranchiseCorporateControl;
  control.OwnedZipcodes = office.owned;
  control.AllowedZipcodes = office.allowed;
  control.ZipCode = { Value: office.zip };
  control.Latitude = { Value: office.latitude };
  control.Longitude = { Value: office.longitude };
  const homePath = `offices/${office.slug}`;
  out.writeJson(`pages/${homePath}.json`, home);
  const written = template.pages.map((page) => {
    const rel = rewrite.apply(page.rel);
    out.write(`pages/${rel}`, rewrite.apply(page.text));
    return rel.replace(/\.json$/, '');
  });
  if (template.reviews) out.write(`reviews/${office.placeId}.json`, rewrite.apply(template.reviews));
  return {
    path: homePath,
    name: office.franchiseName,
    city: office.city,
    state: office.abbreviation,
    zip: office.zip,
    owned: office.owned,
    allowed: office.allowed,
    cityPages: written.filter((p) => p.startsWith(`${homePath}/city/`)),
    blogPosts: written.filter((p) => p.startsWith(`${homePath}/blog/`)),
    pages: written.length + 1,
  };
}
