import { screen } from '@testing-library/react';
import { expectResponsiveImage, mockFetch, renderRoute } from '@handyman/testing';
import { provideSiteSettings, siteSettings } from '../testing/estimate-tabs-kit';
import type { TabAreaModel } from '../views';
import { EstimateTabsView } from './EstimateTabs';

// The tab area on a plain view model, as a caller whose loader already mapped the content renders it.

const model: TabAreaModel = {
  estimateTabLabel: 'Free Estimate',
  scheduleTabLabel: 'Schedule a Visit',
  textBeforePhone: 'Call us at',
  textBelowPhone: 'We answer at {Phone}',
  scheduleCopy: '<p>Pick a time.</p>',
  estimateImage: { path: 'Images/van.svg', alt: 'A van', width: 640, height: 480 },
};

beforeEach(() => {
  jest.useFakeTimers();
  mockFetch({});
  provideSiteSettings(siteSettings());
});

test('the labels, phone texts (placeholders filled), schedule copy and image come from the view model', () => {
  renderRoute(<EstimateTabsView content={model} page="home" estimateForm={<p>The estimate form</p>} />, { url: '/' });
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Free Estimate', 'Schedule a Visit']);
  expect(screen.getByText('Call us at')).toBeInTheDocument();
  expect(screen.getByText('We answer at 866-FIX-MY-HOME')).toBeInTheDocument();
  const image = screen.getByRole('img', { name: 'A van' });
  expect(image).toHaveAttribute('src', 'http://media.test/media/Images/van.svg');
  expect(image).toHaveAttribute('width', '640');
  expect(screen.getByText('Pick a time.')).toBeInTheDocument();
});

test('without an image the panel has none', () => {
  renderRoute(<EstimateTabsView content={{ ...model, estimateImage: null }} page="home" estimateForm={null} />, { url: '/' });
  expect(screen.queryByRole('img')).toBeNull();
});

test('a photo beside the form is sized for its column and waits until it is near the screen', () => {
  const estimateImage = { path: 'Images/Offices/summerlin/who-we-are.jpg', alt: 'The crew', width: 2100, height: 1054 };
  renderRoute(<EstimateTabsView content={{ ...model, estimateImage }} page="home" estimateForm={null} />, { url: '/' });
  const image = screen.getByRole('img', { name: 'The crew' });
  expectResponsiveImage(image, /, calc\(100vw - 66px\)$/);
  expect(image).toHaveAttribute('loading', 'lazy');
});
