import { screen } from '@testing-library/react';
import { useSiteStore } from '@handyman/shared';
import { mockFetch, renderRoute } from '@handyman/shared/testing';
import { FranchiseHomePage } from './FranchiseHomePage';

const control = {
  FranchiseName: { Value: 'Brightwood Handyman of Summerlin' },
  City: { Value: 'Las Vegas' },
  State: { Value: 'Nevada' },
  PhoneNumber: { Value: '702-555-0134' },
  FranchiseOwnersControl: {},
};
const home = { FranchiseHomePage: { Name: 'Summerlin', Title: 'Summerlin', URL: 'offices/summerlin', SURL: 'offices/summerlin', FranchiseCorporateControl: control } };

test('shows the office and makes it the visitor’s recent franchise in the shared store', async () => {
  mockFetch({ 'GET /api/page': { path: 'offices/summerlin', results: [home], totalResults: 1, page: 1, totalPages: 1, resultsPerPage: 10 } });
  renderRoute(<FranchiseHomePage />, { url: '/offices/Summerlin', path: '/offices/:franchise' });
  expect(await screen.findByTestId('franchise-name')).toHaveTextContent('Brightwood Handyman of Summerlin');
  expect(screen.getByTestId('franchise-phone')).toHaveAttribute('href', 'tel:7025550134');
  expect(screen.getByText('Located in Las Vegas, Nevada')).toBeInTheDocument();
  expect(useSiteStore.getState()).toMatchObject({ recentFranchisePath: 'offices/summerlin', recentFranchisePhone: '702-555-0134' });
  expect(window.localStorage.getItem('recentFranchisPhone')).toBe('702-555-0134');
});
