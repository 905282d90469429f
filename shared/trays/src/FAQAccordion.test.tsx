import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FAQAccordion as FAQContent } from '@handyman/contracts';
import { renderRoute, field } from '@handyman/testing';
import { TrayUnderTest } from './testing/TrayUnderTest';

const tray: FAQContent = {
  TrayName: 'FAQAccordion',
  Heading: field('Common questions'),
  AccordionItem: [
    { Heading: field('How do I get an estimate?'), Copy: field('<p>Enter your zip code.</p>') },
    { Heading: field('Do you charge for estimates?'), Copy: field('<p>No, they are free.</p>') },
    { Heading: field('Are you insured?'), Copy: field('<p>Yes, every office.</p>') },
  ],
};

const item = (question: string) => screen.getByRole('heading', { name: question }).closest('details')!;
const openQuestions = () => [...document.querySelectorAll('details[open] h3')].map((heading) => heading.textContent);

test('each question is a heading in a native disclosure, all closed at first, in one exclusive group', () => {
  renderRoute(<TrayUnderTest tray={tray} />);
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  expect(openQuestions()).toEqual([]);
  expect(screen.getByText('Enter your zip code.')).not.toBeVisible();
  const names = [...document.querySelectorAll('details')].map((details) => details.getAttribute('name'));
  expect(new Set(names).size).toBe(1);
  expect(names[0]).toBeTruthy();
});

test('opening one answer closes the other; closing it leaves none open', async () => {
  const user = userEvent.setup();
  renderRoute(<TrayUnderTest tray={tray} />);
  const toggle = async (question: string) => {
    await user.click(screen.getByRole('heading', { name: question }));
    fireEvent(item(question), new Event('toggle'));
  };
  await toggle('How do I get an estimate?');
  expect(openQuestions()).toEqual(['How do I get an estimate?']);
  expect(screen.getByText('Enter your zip code.')).toBeVisible();
  await toggle('Do you charge for estimates?');
  expect(openQuestions()).toEqual(['Do you charge for estimates?']);
  await toggle('Do you charge for estimates?');
  expect(openQuestions()).toEqual([]);
});
