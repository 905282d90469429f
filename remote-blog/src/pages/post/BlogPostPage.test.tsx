import { screen, within } from '@testing-library/react';
import { buildFranchiseHome, envelope, expectResponsiveImage, image, mockFetch, pagesByPath, renderRoute } from '@handyman/testing';
import userEvent from '@testing-library/user-event';
import { blogPost } from '../../testing/blog-fixtures';
import { BlogPostPage } from './BlogPostPage';
import { postView } from './post-view';

const URL = '/blog/2026/01/03/post-3';
/** A post's page as its loader gives it: a corporate post, or an office's at /offices/... */
const dataOf = (fields: Parameters<typeof blogPost>[1], url: string) => {
  const office = url.startsWith('/offices/');
  return postView(blogPost(3, fields).BlogPost, { linkAuthors: !office, sidebar: office ? 'franchise' : 'corporate' });
};
const showPost = (fields: Parameters<typeof blogPost>[1], url = URL) => {
  // The sidebar and the office's placeholder values load their own content.
  mockFetch({ 'GET /api/page': pagesByPath({}) });
  return renderRoute(<BlogPostPage data={dataOf(fields, url)} />, { url, path: '*' });
};
const article = () => screen.getByRole('article');

test('a post: heading, body, author and category links, published and updated dates', async () => {
  showPost({
    DateUpdated: '2026-02-10T09:00:00Z',
    IGX_Categories: { BlogCategories: [{ Name: 'Kitchen and Bath' }, { Name: 'Safety' }], Authors: { Name: 'Marcus Bell' } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Post 3' })).toBeInTheDocument();
  expect(article()).toHaveTextContent('Body of post 3.');
  expect(within(article()).getByRole('link', { name: 'Marcus Bell' })).toHaveAttribute('href', '/blog/author/marcusbell');
  expect(within(article()).getByRole('link', { name: 'Kitchen and Bath' })).toHaveAttribute('href', '/blog/category/kitchenandbath');
  expect(within(article()).getByRole('link', { name: 'Safety' })).toHaveAttribute('href', '/blog/category/safety');
  expect(article()).toHaveTextContent('Published January 3, 2026');
  expect(article()).toHaveTextContent('Updated February 10, 2026');
});

test('a post with a CTAColor has a GET AN ESTIMATE button that opens the estimate form', async () => {
  const { router } = showPost({ CTAColor: 'Yellow' });
  const button = await screen.findByRole('link', { name: 'GET AN ESTIMATE' });
  expect(button).toHaveAttribute('href', `${URL}#GetAnEstimate`);
  expect(button).toHaveAttribute('data-tone', 'yellow');
  await userEvent.click(button);
  expect(router.state.location.hash).toBe('#GetAnEstimate');
});

test('a post without a CTAColor has no estimate button and no updated date when never updated', async () => {
  showPost({});
  await screen.findByRole('heading', { level: 1, name: 'Post 3' });
  expect(screen.queryByRole('link', { name: 'GET AN ESTIMATE' })).toBeNull();
  expect(article()).not.toHaveTextContent('Updated');
});

test('an office’s post names its author without a link and shows the recent-posts sidebar only', async () => {
  showPost({ IGX_Categories: { Authors: { Name: 'Rick Sorensen' } } }, '/offices/summerlin/blog/post-3');
  await screen.findByRole('heading', { level: 1, name: 'Post 3' });
  expect(article()).toHaveTextContent('By Rick Sorensen');
  expect(within(article()).queryByRole('link', { name: 'Rick Sorensen' })).toBeNull();
  expect(screen.queryByRole('search')).toBeNull();
  expect(screen.getByRole('region', { name: 'Recent Posts' })).toBeInTheDocument();
});

test('an office’s post has the office’s name, city and phone in place of {FranchiseName}, {City} and {Phone}', async () => {
  const url = '/offices/summerlin/blog/post-3';
  const data = dataOf(
    { Heading: '{City} Hard Water', Post: '<p>Call {FranchiseName} at {Phone} in {City}, {StateAbbreviation}.</p>' },
    url,
  );
  mockFetch({ 'GET /api/page': pagesByPath({ 'offices/summerlin': envelope([{ FranchiseHomePage: buildFranchiseHome() }]) }) });
  renderRoute(<BlogPostPage data={data} />, { url, path: '*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Las Vegas Hard Water' })).toBeInTheDocument();
  expect(article()).toHaveTextContent('Call Brightwood Handyman of Summerlin at (702) 555-0142 in Las Vegas, NV.');
  expect(screen.getByText(/^Call Brightwood/)).not.toHaveTextContent('{');
});

test('a corporate post gets the national number for {Phone} and keeps other braces as written', async () => {
  showPost({ Post: '<p>Call {Phone}; {Unknown} stays.</p>' });
  await screen.findByRole('heading', { level: 1, name: 'Post 3' });
  expect(article()).toHaveTextContent('Call 866-FIX-MY-HOME; {Unknown} stays.');
});

test('the post’s photo is the page’s first picture, sized for the article column', async () => {
  showPost({ Image: image('Images/Blog/post-3.jpg', 2280, 1197, 'A porch') });
  const img = await screen.findByRole('img', { name: 'A porch' });
  expectResponsiveImage(img, /, calc\(100vw - 32px\)$/);
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).toHaveAttribute('loading', 'eager');
});
