import { screen, within } from '@testing-library/react';
import { mockFetch } from '../testing/mock-fetch';
import { renderRoute } from '../testing/render';
import { ContentArticle } from './ContentArticle';

test('any page shows its breadcrumb, heading, copy and trays', async () => {
  mockFetch({
    'GET /api/page': {
      path: 'test-form-fill-page',
      totalResults: 1,
      results: [
        {
          DetailPage: {
            Name: 'Test',
            Title: 'Form test',
            URL: 'test-form-fill-page',
            SURL: 'test-form-fill-page',
            BreadcrumbNavigation: { Page: [{ Name: 'Home', URL: '', Schema: 'HomePage' }, { Name: 'test-form-fill-page', URL: 'test-form-fill-page', Schema: 'DetailPage' }] },
            Heading: { Value: 'Try the form' },
            Copy: { Value: '<p>For testing.</p>' },
            Trays: [{ TrayName: 'BodyCopyTray', Heading: { Value: 'Notes' }, Copy: { Value: 'None' } }],
          },
        },
      ],
    },
  });
  renderRoute(<ContentArticle />, { url: '/test-form-fill-page' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Try the form' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('test form fill page')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('For testing.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeInTheDocument();
});
