import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FAQAccordion as FAQContent } from '@handyman/contracts';
import { renderRoute, field } from '@handyman/testing';
import { FAQAccordion } from './FAQAccordion';

const tray: FAQContent = {
  TrayName: 'FAQAccordion',
  Heading: field('Common questions'),
  AccordionItem: [
    { Heading: field('How do I get an estimate?'), Copy: field('<p>Enter your zip code.</p>') },
    { Heading: field('Do you charge for estimates?'), Copy: field('<p>No, they are free.</p>') },
    { Heading: field('Are you insured?'), Copy: field('<p>Yes, every office.</p>') },
  ],
};

const question = (name: string) => screen.getByRole('button', { name });
const answers = () => screen.queryAllByRole('region', { name: /\?$/ });
const expandedQuestions = () => screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');

test('all answers start closed; each question is a button in a heading controlling its region', () => {
  renderRoute(<FAQAccordion tray={tray} />);
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  const first = question('How do I get an estimate?');
  expect(first).toHaveAttribute('aria-expanded', 'false');
  const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
  expect(answer).not.toBeVisible();
  expect(answers()).toEqual([]);
});

test('opening one answer closes the other; closing it leaves none open', async () => {
  const user = userEvent.setup();
  renderRoute(<FAQAccordion tray={tray} />);
  await user.click(question('How do I get an estimate?'));
  expect(screen.getByRole('region', { name: 'How do I get an estimate?' })).toHaveTextContent('Enter your zip code.');

  await user.click(question('Do you charge for estimates?'));
  expect(expandedQuestions().map((button) => button.textContent)).toEqual(['Do you charge for estimates?']);
  expect(answers()).toHaveLength(1);
  expect(screen.getByText('Enter your zip code.')).not.toBeVisible();

  await user.click(question('Do you charge for estimates?'));
  expect(expandedQuestions()).toEqual([]);
  expect(answers()).toEqual([]);
});

test('keyboard: Enter and Space toggle, arrows, Home and End move between questions', async () => {
  const user = userEvent.setup();
  renderRoute(<FAQAccordion tray={tray} />);
  question('How do I get an estimate?').focus();
  await user.keyboard('{Enter}');
  expect(question('How do I get an estimate?')).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{ArrowDown}');
  expect(question('Do you charge for estimates?')).toHaveFocus();
  await user.keyboard(' ');
  expect(expandedQuestions().map((button) => button.textContent)).toEqual(['Do you charge for estimates?']);
  await user.keyboard('{End}');
  expect(question('Are you insured?')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(question('How do I get an estimate?')).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(question('Are you insured?')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(question('How do I get an estimate?')).toHaveFocus();
});
