import { screen } from '@testing-library/react';
import { envelope, mockFetch, renderRoute } from '@handyman/shared/testing';
import { ServicesIndexPage } from './ServicesIndexPage';

const links = (names: string[]) => names.map((name) => ({ Name: name, URL: `services/${name.toLowerCase()}` }));
const services = {
  ServicesIndex: {
    Name: 'Services', Title: 'Services', URL: 'services', SURL: 'services',
    BannerHeading: { Value: 'Handyman services' },
    IntroCopy: { Value: '<p>Every job, done right.</p>' },
    MostPopularServices: [{ Image: { Value: 'Images/doors.svg' }, Caption: { Value: 'Doors' }, Page: { Name: 'Doors', URL: 'services/doors-and-windows' } }],
    ServicesTray: {
      Navigation: {
        Page: [{ Name: 'By Room', ID: 'search-by-room', Group: [{ Name: 'Kitchen', Page: links(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']) }] }],
      },
    },
  },
};

test('shows the intro, the most popular services and groups of at most 9 local pages', async () => {
  mockFetch({ 'GET /api/page': envelope([services], { path: 'services' }) });
  const { container } = renderRoute(<ServicesIndexPage />, { url: '/services' });
  expect(await screen.findByRole('heading', { name: 'Handyman services', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Every job, done right.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Doors' })).toHaveAttribute('href', '/services/doors-and-windows');
  expect(container.querySelector('img')).toHaveAttribute('src', 'http://media.test/media/Images/doors.svg');
  expect(screen.getByRole('heading', { name: 'Kitchen' }).nextElementSibling?.querySelectorAll('a')).toHaveLength(9);
});
