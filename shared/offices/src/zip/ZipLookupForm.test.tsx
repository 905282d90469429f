import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@handyman/platform';
import { buildZipForm, field, jsonResponse, mockFetch, renderRoute } from '@handyman/testing';
import { ZipLookupForm, ZipLookupFormView } from './ZipLookupForm';
import { zipPlaceholder } from '../views/zip-form-model';

const content = buildZipForm({ Heading: field('Find your local office'), TextBelowInput: field('Where the work is to be done') });

const nearby = (distance: number) => ({
  isUnservicableZipCode: false,
  listOfOfficesNearestToFarthest: [{ distanceFromOrigin: distance, officeHomePage: 'offices/summerlin' }],
  originState: 'NV',
});

function renderForm() {
  const user = userEvent.setup();
  const view = renderRoute(<ZipLookupForm content={content} />, { url: '/' });
  const input = screen.getByRole('textbox', { name: 'ZIP code where the work is to be done' });
  return { user, input, ...view };
}

test('the placeholder shows ZIP in capitals and the input takes at most 5 characters', async () => {
  const { user, input } = renderForm();
  expect(input).toHaveAttribute('placeholder', 'Enter your ZIP code');
  expect(input).toHaveAttribute('autocomplete', 'off');
  await user.type(input, '891345678');
  expect(input).toHaveValue('89134');
  expect(zipPlaceholder('zip / Zip')).toBe('ZIP / ZIP');
});

test('an invalid zip is marked and announced; focusing the input clears it', async () => {
  mockFetch({});
  const { user, input } = renderForm();
  await user.type(input, '891');
  await user.click(screen.getByRole('button', { name: 'Find My Office' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid zip code');
  expect(input).toHaveAttribute('aria-invalid', 'true');

  act(() => input.focus());
  expect(input).toHaveValue('');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(input).toHaveAttribute('aria-invalid', 'false');
});

test('Enter keeps focus in the box: a press on it, or typing, then clears the error', async () => {
  mockFetch({});
  const { user, input } = renderForm();
  await user.type(input, '12{Enter}');
  expect(input).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid zip code');
  await user.click(input);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(input).toHaveValue('');

  await user.keyboard('8{Enter}');
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await user.keyboard('9');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(input).toHaveValue('89');
});

test('sent back by the server with a ZIP that is not one, the box shows it marked, with the message beside it', () => {
  // The server renders the page again as it did first: the box has the same id, the one it sent.
  const serverHtml = (url: string) => {
    const router = createMemoryRouter([{ path: '*', element: <ZipLookupForm content={content} /> }], { initialEntries: [url] });
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(<RouterProvider router={router} />);
    return holder;
  };
  const formId = serverHtml('/').querySelector<HTMLInputElement>('input[name="zipForm"]')!.value;
  const page = serverHtml(`/?zipCode=12&zipForm=${encodeURIComponent(formId)}`);
  document.body.append(page);
  const input = within(page).getByRole('textbox', { name: 'ZIP code where the work is to be done' });
  expect(input).toHaveValue('12');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Please enter a valid zip code');
  // What it sends as its page next time is the page without the earlier answer's parameters.
  expect(page.querySelector<HTMLInputElement>('input[name="from"]')).toHaveValue('/');
  page.remove();
});

test('another box of the page is not the one sent back: it shows nothing', () => {
  renderRoute(<ZipLookupForm content={content} />, { url: '/offices?zipCode=12&zipForm=another' });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('textbox', { name: 'ZIP code where the work is to be done' })).toHaveValue('');
});

test('while looking up, the button is disabled and says Please Wait...', async () => {
  let answer: (response: Response) => void = () => undefined;
  mockFetch({ 'GET /external-services/zip-code-lookup': () => new Promise<Response>((resolve) => (answer = resolve)) });
  const { user, input, router } = renderForm();
  await user.type(input, '89134');
  await user.click(screen.getByRole('button', { name: 'Find My Office' }));
  expect(screen.getByRole('button', { name: 'Please Wait...' })).toBeDisabled();
  answer(jsonResponse(nearby(3)));
  await waitFor(() => expect(router.state.location.pathname).toBe('/offices/summerlin'));
});

test.each([
  [nearby(12), '/offices/summerlin', { zip: '89134', office: 'offices/summerlin' }],
  [nearby(80), '/offices/state/nevada', null],
  [{ ...nearby(0), isUnservicableZipCode: true }, '/offices', null],
])('a lookup answer leads to its destination; the ZIP is kept with the office it leads to', async (answer, pathname, remembered) => {
  const fetchMock = mockFetch({ 'GET /external-services/zip-code-lookup': answer });
  const { user, input, router } = renderForm();
  await user.type(input, '89134');
  await user.click(screen.getByRole('button', { name: 'Find My Office' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  expect(router.state.location.hash).toBe('');
  expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).searchParams.get('zipCode')).toBe('89134');
  // That office's Book Online links carry it from now on.
  expect(useSiteStore.getState().recentZip).toEqual(remembered);
});

test('an unserviceable zip carries the noFranchises flag', async () => {
  mockFetch({ 'GET /external-services/zip-code-lookup': { ...nearby(0), isUnservicableZipCode: true } });
  const { user, input, router } = renderForm();
  await user.type(input, '99999');
  await user.click(screen.getByRole('button', { name: 'Find My Office' }));
  await waitFor(() => expect(router.state.location.search).toBe('?noFranchises=true'));
});

test('a failed lookup goes to the office finder, replacing the history entry', async () => {
  mockFetch({ 'GET /external-services/zip-code-lookup': () => new Response('down', { status: 503 }) });
  const { user, input, router } = renderForm();
  await user.type(input, '89134');
  await user.click(screen.getByRole('button', { name: 'Find My Office' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/offices'));
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a late answer does not move a visitor who has gone to another page meanwhile', async () => {
  let answer: (response: Response) => void = () => undefined;
  mockFetch({ 'GET /external-services/zip-code-lookup': () => new Promise<Response>((resolve) => (answer = resolve)) });
  const { user, input, router } = renderForm();
  await user.type(input, '89134');
  await user.click(screen.getByRole('button', { name: 'Find My Office' }));
  await act(() => router.navigate('/blog'));
  answer(jsonResponse(nearby(3)));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Find My Office' })).toBeEnabled());
  expect(router.state.location.pathname).toBe('/blog');
});

test('ZipLookupFormView renders its view model: texts, placeholder and the text below describing the box', () => {
  const model = {
    heading: 'Find your office',
    placeholder: 'Your ZIP',
    textBelowInput: 'Where the work is to be done',
    handymanMatters: 'Local craftsmen',
    headingInline: true,
    submitInline: false,
  };
  renderRoute(<ZipLookupFormView content={model} headingLevel={3} />, { url: '/' });
  expect(screen.getByRole('heading', { level: 3, name: 'Find your office' })).toBeInTheDocument();
  const input = screen.getByRole('textbox', { name: 'ZIP code where the work is to be done' });
  expect(input).toHaveAttribute('placeholder', 'Your ZIP');
  expect(input).toHaveAccessibleDescription('Where the work is to be done');
  expect(screen.getByText('Local craftsmen')).toBeInTheDocument();
});
