import { asArray, type FranchiseHomePage, type PageLink } from '@handyman/contracts';
import { resolveLink } from '@handyman/platform/base';

/**
 * Every page of the office a visitor can open from its header: its home, then the pages its home's
 * navigation names (Why Choose Us, Offers, Reviews, Our Work, its services, Our Team, News & Events,
 * Seasonal Services, Blog, ...), so each is one tap away at every width.
 */
export function officePages(homePath: string, home: FranchiseHomePage | undefined): PageLink[] {
  const path = homePath.replace(/^\/+|\/+$/g, '');
  const pages = asArray(home?.Navigation?.Page).filter((page): page is PageLink => Boolean(page) && resolveLink(page) !== null);
  return [{ Name: 'home', URL: path, Link: 'Office Home' }, ...pages.filter((page) => page.URL.replace(/\/+$/, '') !== path)];
}
