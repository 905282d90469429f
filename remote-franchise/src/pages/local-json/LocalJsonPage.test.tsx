import { screen, waitFor } from '@testing-library/react';
import { useSiteStore } from '@handyman/platform/base';
import { serveHome } from '../../testing/office-fetch-kit';
import { renderOfficeRoute } from '../../testing/route-kit';
import { localJsonLoader } from './local-json-loader';
import { LocalJsonPage } from './LocalJsonPage';

test('the page prints the office’s data and makes it the visitor’s recent office', async () => {
  serveHome();
  await renderOfficeRoute(
    { loader: localJsonLoader, Component: LocalJsonPage },
    { url: '/offices/summerlin/local.json', path: '/offices/:franchise/local.json' },
  );
  const printed = JSON.parse((await screen.findByText(/"FranchiseCorporateControl"/)).textContent ?? '') as { Name: string };
  expect(printed.Name).toBe('Brightwood Handyman of Summerlin');
  await waitFor(() => expect(useSiteStore.getState()).toMatchObject({ recentFranchisePath: 'offices/summerlin' }));
});
