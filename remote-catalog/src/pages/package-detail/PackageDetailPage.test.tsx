import { screen, within } from '@testing-library/react';
import { expectResponsiveImage, renderRoute } from '@handyman/testing';
import { packageDetail } from '../../testing/catalog-fixtures';
import { loaderArgs } from '../../testing/loader-kit';
import { packageLoader } from './package-loader';
import { PackageDetailPage } from './PackageDetailPage';

/** The page as its route shows it: the loader's data from the content, drawn at the address. */
async function show(url = '/packages/curb-appeal', content = packageDetail()) {
  const { data } = await packageLoader(loaderArgs(url, { 'packages/curb-appeal': content }, { packageId: 'curb-appeal' }));
  renderRoute(<PackageDetailPage data={data} />, { url, path: '/packages/:packageId' });
}

test('banner, breadcrumb, intro, time estimate with its label and the Get An Estimate link', async () => {
  await show();
  expect(screen.getByRole('heading', { level: 1, name: 'Curb Appeal' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Packages');
  expect(screen.getByText('The front of your house sets the tone.')).toBeInTheDocument();
  expect(screen.getByTestId('time-estimate')).toHaveTextContent(/Time Estimate\s*One to two days/);
  expect(screen.getByRole('link', { name: 'Get An Estimate' })).toHaveAttribute('href', '#GetEstimateLink');
});

test('highlights with their icons, what you get, options, gallery, terms and the booking box', async () => {
  await show();
  const highlights = screen.getByRole('list', { name: 'Package highlights' });
  expect(
    within(highlights)
      .getAllByRole('listitem')
      .map((item) => [item.textContent, item.querySelector('svg')?.dataset.icon]),
  ).toEqual([
    ['Better first impressions', 'star'],
    ['Done in a day or two', 'calendar'],
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'What You Get' })).toBeInTheDocument();
  expect(screen.getByText('Front door painted')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Curb Appeal package' })).toBeInTheDocument();
  expect(screen.getByText('Add new shutters.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Deck Restoration' })).toHaveAttribute('href', '/packages/deck-restoration');
  expect(screen.getByText('Fixtures billed at cost.')).toBeInTheDocument();
  const booking = screen.getByTestId('package-booking');
  expect(booking.closest('#book-online')).not.toBeNull();
  expect(within(booking).getByText('Availability varies by office.')).toBeInTheDocument();
  expect(within(booking).getByRole('textbox')).toBeInTheDocument();
});

test('each photo is sized for its place: the banner the screen, the what-you-get picture and the gallery their columns, the booking box its sidebar', async () => {
  const jpg = (name: string, alt: string) => ({ Value: `Images/Packages/${name}.jpg`, AlternateText: alt, Width: '2400', Height: '1600' });
  const base = packageDetail().PackageDetail;
  const content = packageDetail({
    Banner: { Heading: { Value: 'Curb Appeal' }, BackgroundImage: { ...jpg('curb-appeal-banner', ''), Height: '750' } },
    WhatYouGetImage: jpg('curb-appeal', 'Curb Appeal package'),
    ImageGallery: [{ Image: jpg('deck', 'Deck'), Caption: { Value: 'Deck Restoration' } }],
    PackageDetail: { ...base.PackageDetail!, PackageImage: jpg('curb-appeal-card', 'Curb Appeal') },
  });
  await show('/packages/curb-appeal', content);
  const img = (path: string) => document.querySelector(`img[src*="${path}"]`);
  expectResponsiveImage(img('curb-appeal-banner.jpg'), '100vw');
  expect(img('curb-appeal-banner.jpg')).toHaveAttribute('fetchpriority', 'high');
  expectResponsiveImage(img('Packages/curb-appeal.jpg'), /, calc\(100vw - 32px\)$/);
  expectResponsiveImage(img('deck.jpg'), /, calc\(100vw - 34px\)$/);
  expectResponsiveImage(img('curb-appeal-card.jpg'), '(min-width: 768px) 360px, 100vw');
  for (const path of ['Packages/curb-appeal.jpg', 'deck.jpg', 'curb-appeal-card.jpg']) expect(img(path)).toHaveAttribute('loading', 'lazy');
});
