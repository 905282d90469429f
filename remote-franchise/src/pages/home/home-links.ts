import { asArray, type FranchiseHomePage, type PageLink } from '@handyman/contracts';

/** A page of the office's own navigation by name ('reviews', 'our-work', ...), if it has one. */
export function navigationPage(home: FranchiseHomePage, name: string): PageLink | undefined {
  return asArray(home.Navigation?.Page).find((page) => page?.Name?.toLowerCase() === name && Boolean(page.URL));
}

/** Home, Find A Handyman (/offices), the office: the trail when the page brings none. */
export function defaultTrail(officeName: string, path: string): PageLink[] {
  return [
    { Name: 'Home', URL: '', Schema: 'HomePage' },
    { Name: 'Offices', URL: 'offices', Schema: 'OfficesIndex' },
    { Name: officeName, URL: path, Schema: 'FranchiseHomePage' },
  ];
}
