import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@handyman/testing';
import { detailPageEnvelope } from '../contact-success/detail-page-fixture';
import { renderShellPage } from '../../testing/shell-page-kit';

const content = detailPageEnvelope('test-form-fill-page', 'Test Form Fill Page', {
  Title: 'Estimate Form Test Page',
  Heading: { Value: 'Estimate Form Test Page' },
  Copy: { Value: '<p>This page exists so our team can test the estimate form.</p>' },
  Trays: [{ TrayName: 'BodyCopyTray', Heading: { Value: 'Test checklist' }, Copy: { Value: '<ul><li>Use 89135</li></ul>' } }],
});

test("the page's heading, copy and trays with the full estimate form", async () => {
  mockFetch({ 'GET /api/page': content });
  renderShellPage('/test-form-fill-page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Estimate Form Test Page' })).toBeInTheDocument();
  expect(screen.getByText('This page exists so our team can test the estimate form.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Test checklist' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Free estimate request' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Get An Estimate' }));
  expect(screen.getByRole('alert')).toHaveTextContent('There are errors on the form. Please fix them before continuing.');
});
