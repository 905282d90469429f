import { screen, within } from '@testing-library/react';
import { buildBreadcrumb, field, renderRoute } from '@handyman/testing';
import { ContentArticle } from './ContentArticle';
import type { ArticleView } from './sub-page-view';

const ARTICLE: ArticleView = {
  title: 'News from Brightwood Handyman of Summerlin',
  description: undefined,
  heading: 'News in Las Vegas',
  copy: '<p>Brightwood Handyman of Summerlin is hiring.</p>',
  trail: buildBreadcrumb(
    ['Home', '', 'HomePage'],
    ['Summerlin', 'offices/summerlin', 'FranchiseHomePage'],
    ['News and Events', 'offices/summerlin/news-and-events', 'FranchiseDetailPage'],
  ).Page,
  trays: [
    { TrayName: 'BodyCopyTray', Heading: field('Serving {City}, {StateAbbreviation}'), Copy: field('<p>Ask for {FranchiseName}.</p>') },
  ],
  placeholders: { City: 'Las Vegas', StateAbbreviation: 'NV', FranchiseName: 'Brightwood Handyman of Summerlin' },
};

test('an article shows its breadcrumb, heading and copy, and its trays with the office’s values filled', async () => {
  renderRoute(<ContentArticle article={ARTICLE} />, { url: '/offices/summerlin/news-and-events' });
  // The trays' code comes as a page's does, when they are shown.
  expect(await screen.findByRole('heading', { level: 1, name: 'News in Las Vegas' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('News and Events')).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.getByText('Brightwood Handyman of Summerlin is hiring.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Serving Las Vegas, NV' })).toBeInTheDocument();
  expect(screen.getByText('Ask for Brightwood Handyman of Summerlin.')).toBeInTheDocument();
});

test('an article without copy shows no copy block', () => {
  renderRoute(<ContentArticle article={{ ...ARTICLE, copy: null, trays: [] }} />, { url: '/offices/summerlin/news-and-events' });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByText(/hiring/)).toBeNull();
});
