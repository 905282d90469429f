import { screen } from '@testing-library/react';
import { renderRoute, externalPage, field } from '@handyman/testing';
import { splitAtQuestionMark } from './careers-heading';
import { TrayUnderTest } from './testing/TrayUnderTest';

test.each([
  ['Ready to pick up your tools? Browse open positions.', 'Ready to pick up your tools?', 'Browse open positions.'],
  ['Why wait? Apply? Today.', 'Why wait?', 'Apply? Today.'],
  ['Join our crew', 'Join our crew', ''],
])('"%s" splits at the first question mark', (text, question, rest) => {
  expect(splitAtQuestionMark(text)).toEqual({ question, rest });
});

test('the question is the heading, the rest follows, and the button opens the job board in a new tab', () => {
  renderRoute(
    <TrayUnderTest
      tray={{
        TrayName: 'CareersTray',
        Heading: field('Ready to pick up your tools? Browse open positions.'),
        Page: externalPage('https://jobs.example/', 'Apply Now'),
      }}
    />,
  );
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Ready to pick up your tools\?$/);
  expect(screen.getByText('Browse open positions.').tagName).toBe('P');
  const link = screen.getByRole('link', { name: 'Apply Now (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('href', 'https://jobs.example/');
});

test('even a site page opens in a new tab', () => {
  renderRoute(
    <TrayUnderTest
      tray={{ TrayName: 'CareersTray', Heading: field('Hiring?'), Page: { Name: 'careers', URL: 'careers', Link: 'See jobs' } }}
    />,
  );
  expect(screen.getByRole('link', { name: 'See jobs (opens in a new tab)' })).toHaveAttribute('href', '/careers');
});
