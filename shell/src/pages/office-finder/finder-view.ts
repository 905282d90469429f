import type { ComponentProps } from 'react';
import type { OfficesIndex, OfficeState, PageLink, Tray } from '@handyman/contracts';
import type { ZipLookupForm } from '@handyman/offices';
import { NO_OFFICE_PARAM, officeStatePath } from '@handyman/platform';
import { stateName } from '@handyman/contracts/validation';
import type { FarFromOffices } from './far-from-offices';
import { linkNationalPhone } from './link-national-phone';
import { officeCount } from './use-offices';

/** The finder's band, on its front page and its state pages: trail, heading and the ZIP search. */
export interface FinderIntroView {
  heading: string;
  trail: PageLink[];
  /** The ZIP search's words (shared ZipLookupForm takes the content shape). */
  findAnOffice: ComponentProps<typeof ZipLookupForm>['content'];
}

/** The finder's front page (/offices) as it draws. */
export interface FinderView extends FinderIntroView {
  /** Rich text (sanitised by RichText), or null. */
  introCopy: string | null;
  /** The notice for a visitor sent with noFranchises=true (the national number a link), else null. */
  noFranchisesCopy: string | null;
  /** The states that have offices with their counts; null when they did not load (the list offers a retry). */
  states: OfficeState[] | null;
  far: FarFromOffices | null;
  /** The page's trays (shared TrayRenderer: content trays). */
  trays: Tray[];
}

export function finderView(
  page: OfficesIndex,
  params: URLSearchParams,
  states: OfficeState[] | null,
  far: FarFromOffices | null,
): FinderView {
  return {
    heading: page.Heading?.Value || page.Title,
    trail: page.BreadcrumbNavigation?.Page ?? [],
    findAnOffice: page.FindAnOffice,
    introCopy: page.IntroCopy?.Value || null,
    noFranchisesCopy: params.get(NO_OFFICE_PARAM) === 'true' ? linkNationalPhone(page.NoFranchisesCopy?.Value ?? '') : null,
    states,
    far,
    trays: Array.isArray(page.Trays) ? page.Trays : [],
  };
}

/** A state's finder page (/offices/state/nevada) as it draws. */
export interface StateView extends FinderIntroView {
  abbreviation: string;
  name: string;
  /** "3 offices" for a state that has offices; null for one without (the page says what to do instead). */
  count: string | null;
  /** The far notice's distance, when the ZIP lookup sent the visitor here with one. */
  miles: number | null;
}

export function stateView(page: OfficesIndex, abbreviation: string, listed: OfficeState | undefined, miles: number | null): StateView {
  const name = listed?.State ?? stateName(abbreviation) ?? abbreviation;
  return {
    heading: `Handyman offices in ${name}`,
    trail: [...(page.BreadcrumbNavigation?.Page ?? []), { Name: name, URL: officeStatePath(name).slice(1) }],
    findAnOffice: page.FindAnOffice,
    abbreviation,
    name,
    count: listed ? officeCount(listed.officeCount) : null,
    miles,
  };
}
