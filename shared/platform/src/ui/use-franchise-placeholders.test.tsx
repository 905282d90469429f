import { screen } from '@testing-library/react';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { buildFranchiseHome, envelope, mockFetch, renderRoute } from '@handyman/testing';
import { useFranchisePlaceholders } from './use-franchise-placeholders';

const SUMMERLIN = envelope([{ FranchiseHomePage: buildFranchiseHome() }], { path: 'offices/summerlin' });

function Values() {
  const values = useFranchisePlaceholders();
  return <p data-testid="values">{`${values.City ?? '-'} ${values.Phone}`}</p>;
}

test('an office address loads the office home with the office storage rules (as every office page does)', async () => {
  const fetchMock = mockFetch({ 'GET /api/page': SUMMERLIN });
  renderRoute(<Values />, { url: '/offices/summerlin/blog' });
  expect(await screen.findByText('Las Vegas (702) 555-0142')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(window.localStorage.getItem(LOCAL_KEYS.franchiseHomeData)).toContain('Las Vegas');
  expect(window.sessionStorage.getItem(SESSION_KEYS.lastVisitedFranchiseHome)).toContain('Las Vegas');
});

test('a corporate address has only the national number and loads no office', () => {
  const fetchMock = mockFetch({ 'GET /api/page': SUMMERLIN });
  renderRoute(<Values />, { url: '/careers' });
  expect(screen.getByTestId('values')).toHaveTextContent('- 866-FIX-MY-HOME');
  expect(fetchMock).not.toHaveBeenCalled();
});
