import { pageOfSchema } from '@handyman/contracts';
import { isNotFoundError, NotFoundError, PageRedirect, type LoadedPage, type LoaderArgs } from '@handyman/platform';
import { officeHomeOfPrefix, officePrefixTarget } from './office-prefix';

/**
 * The office-prefixed addresses (/<office>/findacraftsman, /<office>/services/<id>): a prefix that
 * names an office is a permanent redirect to the page's own address; any other prefix is not found,
 * so no made-up prefix can make a copy of a page. Whether the prefix names an office is known from
 * the office's home page (one page, not the office list).
 */
export async function officePrefixLoader(args: LoaderArgs): Promise<LoadedPage<null>> {
  const prefix = args.params.prefix ?? '';
  const home = officeHomeOfPrefix(prefix);
  const notAnOffice = new NotFoundError(`"${prefix}" is not an office`);
  if (home === null) throw notAnOffice;
  const envelope = await args.page(home).catch((error: unknown) => {
    throw isNotFoundError(error) ? notAnOffice : error;
  });
  if (!pageOfSchema(envelope.results[0], 'FranchiseHomePage')) throw notAnOffice;
  throw new PageRedirect(`${officePrefixTarget(args.url.pathname)}${args.url.search}`);
}
