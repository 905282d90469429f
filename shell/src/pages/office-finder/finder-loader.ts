import { pageOfSchema, type OfficesIndex, type OfficeState } from '@handyman/contracts';
import { getOfficeStates, NotFoundError, PageRedirect, type LoadedPage, type LoaderArgs } from '@handyman/platform';
import { farFromOffices } from './far-from-offices';
import { stateAddressTarget } from './finder-redirects';
import { finderView, stateView, type FinderView, type StateView } from './finder-view';
import { abbreviationOf, OFFICE_STATES_KEY, stateOfSlug } from './use-offices';

/** The states that have offices, with their counts (GET localoffice/states), through the content cache. */
export const loadOfficeStates = (args: LoaderArgs) => args.load(OFFICE_STATES_KEY, () => getOfficeStates());

/** The finder's content (/offices), or NotFoundError. */
async function loadFinderPage(args: LoaderArgs): Promise<OfficesIndex> {
  const page = pageOfSchema((await args.page('/offices')).results[0], 'OfficesIndex');
  if (!page) throw new NotFoundError('The offices page content is missing');
  return page;
}

/**
 * The finder's front page (/offices, /FindACraftsman): an address naming a state (?state=NV) moves
 * to that state's page; states that do not load leave the page up with a retry in their place.
 */
export async function finderLoader(args: LoaderArgs): Promise<LoadedPage<FinderView>> {
  const params = args.url.searchParams;
  const target = stateAddressTarget(params, '');
  if (target) throw new PageRedirect(target);
  // The states are asked for beside the page's content, not once the content is in.
  const [page, states] = await Promise.all([loadFinderPage(args), loadOfficeStates(args).catch((): OfficeState[] | null => null)]);
  return { data: finderView(page, params, states, farFromOffices(params)), head: { title: page.Title, description: page.Description } };
}

/**
 * A state's finder page (/offices/state/nevada): not found for a name that is no state; a state
 * without offices still tells a visitor sent there what to do, but answers 404 and is not indexed.
 */
export async function stateLoader(args: LoaderArgs): Promise<LoadedPage<StateView>> {
  const slug = args.params.state ?? '';
  const abbreviation = stateOfSlug(slug);
  if (!abbreviation) throw new NotFoundError(`"${slug}" is not a state`);
  const [page, states] = await Promise.all([loadFinderPage(args), loadOfficeStates(args)]);
  const listed = states.find((state) => abbreviationOf(state) === abbreviation);
  const view = stateView(page, abbreviation, listed, farFromOffices(args.url.searchParams)?.miles ?? null);
  const description = view.count
    ? `${view.count} in ${view.name}, each locally owned: call one, or open its page to book a craftsman online.`
    : `We don’t have an office in ${view.name} yet. Find your local handyman office by ZIP code.`;
  const head = { title: `Handyman Offices in ${view.name}`, description };
  return view.count ? { data: view, head } : { data: view, head: { ...head, robots: 'noindex' }, status: 404 };
}
