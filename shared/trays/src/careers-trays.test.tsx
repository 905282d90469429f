import { screen, within } from '@testing-library/react';
import { renderRoute, field } from '@handyman/testing';
import { TrayRenderer } from './registry';

test('careers culture: the panel takes its tone from content and each video loads on play', () => {
  renderRoute(
    <TrayRenderer
      trays={[
        {
          TrayName: 'CareersCulture',
          BackgroundImage: field('Images/Careers/crew.svg'),
          Heading: field('Life at Brightwood'),
          Copy: field('<p>We train, we share tools, we eat lunch together.</p>'),
          TextPanel: field('Dark'),
          Video: [
            {
              Title: field('A day on the job'),
              VimeoEmbedURL: field('https://www.youtube.com/embed/BRIGHTWOOD01'),
              VideoType: field('YouTube'),
            },
          ],
        },
      ]}
    />,
  );
  const section = within(screen.getByRole('region', { name: 'Life at Brightwood' }));
  expect(section.getByText('We train, we share tools, we eat lunch together.').closest('[data-tone]')).toHaveAttribute('data-tone', 'dark');
  expect(section.getByRole('button', { name: /A day on the job/ })).toBeInTheDocument();
});

test('careers community: Apply Now opens the job board in a new tab, with the testimonial and its attribution', () => {
  renderRoute(
    <TrayRenderer
      trays={[
        {
          TrayName: 'CareersCommunity',
          Heading: field('Build a career, not just a job'),
          Page: { Name: 'jobs', URL: '', Schema: 'VirtualLink', CustomURL: 'https://jobs.example/brightwood' },
          Quote: field('I started as an apprentice. Now I lead a crew.'),
          Attribution: field('Luis O., Lead Craftsman'),
        },
      ]}
    />,
  );
  const section = within(screen.getByRole('region', { name: 'Build a career, not just a job' }));
  const apply = section.getByRole('link', { name: /Apply Now/ });
  expect(apply).toHaveAttribute('href', 'https://jobs.example/brightwood');
  expect(apply).toHaveAttribute('target', '_blank');
  expect(section.getByText('Luis O., Lead Craftsman')).toBeInTheDocument();
});

test('careers brand banner: heading and subheading on the brand band', () => {
  renderRoute(
    <TrayRenderer
      trays={[{ TrayName: 'CareersBrandBanner', Heading: field('Craftsmen wanted'), Subheading: field('Steady work, fair pay') }]}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Craftsmen wanted' })).toBeInTheDocument();
  expect(screen.getByText('Steady work, fair pay')).toBeInTheDocument();
});
