import { renderHook, waitFor } from '@testing-library/react';
import { buildCorporateControl, buildFranchiseHome, envelope, mockFetch } from '@handyman/testing';
import { OFFICE_CARD } from './office-card';
import { officeView, useOfficeView } from './office-view';

const summerlin = envelope(
  [
    {
      FranchiseHomePage: buildFranchiseHome({
        FranchiseCorporateControl: buildCorporateControl({ FranchiseName: { Value: 'Summerlin' }, PhoneNumber: { Value: '702-555-0142' } }),
      }),
    },
  ],
  { path: 'offices/summerlin' },
);
const NAME = officeView('test-name', (home) => home?.FranchiseCorporateControl?.FranchiseName?.Value ?? null);

test('two views of one office are drawn from one request of its home page', async () => {
  const fetchMock = mockFetch({ 'GET /api/page': summerlin });
  const { result } = renderHook(() => ({
    card: useOfficeView(OFFICE_CARD, '/offices/Summerlin/'),
    name: useOfficeView(NAME, 'offices/summerlin'),
  }));
  await waitFor(() => expect(result.current.name.data).toBe('Summerlin'));
  expect(result.current.card.data).toMatchObject({ name: 'Summerlin', phone: '702-555-0142', placeholders: { Phone: '(702) 555-0142' } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a page that is no office home gives the view of no office; a null path asks nothing', async () => {
  const fetchMock = mockFetch({ 'GET /api/page': envelope([{ DetailPage: { Name: 'Not an office' } }], { path: 'offices/elsewhere' }) });
  const { result } = renderHook(() => ({ card: useOfficeView(OFFICE_CARD, 'offices/elsewhere'), none: useOfficeView(OFFICE_CARD, null) }));
  await waitFor(() => expect(result.current.card.loading).toBe(false));
  expect(result.current.card.data).toBeNull();
  expect(result.current.none).toMatchObject({ data: undefined, loading: false });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('an office whose page is gone is an error of the view', async () => {
  mockFetch({});
  const { result } = renderHook(() => useOfficeView(OFFICE_CARD, 'offices/gone'));
  await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
  expect(result.current.data).toBeUndefined();
});
