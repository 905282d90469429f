import { NotFoundError, PageRedirect } from '@handyman/platform';
import { loaderArgs } from '../../testing/loader-args-kit';
import { OFFICES, OFFICES_PAGE, statesOf } from '../../testing/office-finder-kit';
import { finderLoader, stateLoader } from './finder-loader';
import { OFFICE_STATES_KEY } from './use-offices';

const pages = { offices: { OfficesIndex: OFFICES_PAGE } };
const loads = { [OFFICE_STATES_KEY]: statesOf(OFFICES) };

test('the finder: its view with the states and the far notice, its own title and description', async () => {
  const loaded = await finderLoader(loaderArgs('/offices?nearestMiles=140&noFranchises=true', pages, { loads }));
  expect(loaded.head).toEqual({ title: 'Find a Handyman Near You', description: 'Find your local office by zip code or state.' });
  expect(loaded.data).toMatchObject({
    heading: 'Find A Handyman Near You',
    introCopy: '<p>Every office is locally owned.</p>',
    noFranchisesCopy: '<p><strong>We are not in your area yet.</strong></p>',
    far: { miles: 140, state: '' },
  });
  expect(loaded.data.states?.map((state) => state.StateAbbreviation)).toEqual(['AZ', 'NV', 'TX']);
  expect(JSON.parse(JSON.stringify(loaded.data))).toEqual(loaded.data);
});

test('the finder without its states still answers, the list left to a retry; without its content it is not found', async () => {
  expect((await finderLoader(loaderArgs('/offices', pages))).data.states).toBeNull();
  await expect(finderLoader(loaderArgs('/offices', {}, { loads }))).rejects.toBeInstanceOf(NotFoundError);
});

test('an address naming a state moves to the state’s page, keeping the distance, before any content is asked for', async () => {
  const args = loaderArgs('/offices?state=NV&nearestMiles=120', pages, { loads });
  const redirect = await finderLoader(args).catch((error: unknown) => error);
  expect(redirect).toBeInstanceOf(PageRedirect);
  expect((redirect as PageRedirect).location).toBe('/offices/state/nevada?nearestMiles=120');
  expect(args.asked).toEqual([]);
});

test('a state with offices: its count in the view and the description, the finder’s trail with the state', async () => {
  const loaded = await stateLoader(loaderArgs('/offices/state/nevada?nearestMiles=72', pages, { loads, params: { state: 'nevada' } }));
  expect(loaded.status).toBeUndefined();
  expect(loaded.head).toEqual({
    title: 'Handyman Offices in Nevada',
    description: '2 offices in Nevada, each locally owned: call one, or open its page to book a craftsman online.',
  });
  expect(loaded.data).toMatchObject({ abbreviation: 'NV', name: 'Nevada', count: '2 offices', miles: 72 });
  expect(loaded.data.trail.at(-1)).toEqual({ Name: 'Nevada', URL: 'offices/state/nevada' });
});

test('a state without offices answers 404 and is not indexed; a name that is no state is not found', async () => {
  const loaded = await stateLoader(loaderArgs('/offices/state/oregon', pages, { loads, params: { state: 'oregon' } }));
  expect(loaded.status).toBe(404);
  expect(loaded.head).toMatchObject({ title: 'Handyman Offices in Oregon', robots: 'noindex' });
  expect(loaded.data).toMatchObject({ count: null, miles: null });
  await expect(stateLoader(loaderArgs('/offices/state/atlantis', pages, { loads, params: { state: 'atlantis' } }))).rejects.toThrow(
    '"atlantis" is not a state',
  );
});
