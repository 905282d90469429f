import { buildCorporateControl, field } from '@handyman/testing';
import { franchisePlaceholderValues } from './franchise-placeholders';
import { replacePlaceholders } from './placeholders';

const control = buildCorporateControl();

test('an office fills every placeholder, its phone shown as (XXX) XXX-XXXX', () => {
  const text = '{FranchiseName} in {City}, {State} ({StateAbbreviation}). Call {Phone}';
  expect(replacePlaceholders(text, franchisePlaceholderValues(control))).toBe(
    'Brightwood Handyman of Summerlin in Las Vegas, Nevada (NV). Call (702) 555-0142',
  );
});

test('without an office the phone is the national number and the rest stays as written', () => {
  expect(replacePlaceholders('Handyman in {City}: call {Phone}', franchisePlaceholderValues(undefined))).toBe(
    'Handyman in {City}: call 866-FIX-MY-HOME',
  );
});

test('an office without a phone falls back to the national number', () => {
  const noPhone = { ...control, PhoneNumber: field('') };
  expect(franchisePlaceholderValues(noPhone).Phone).toBe('866-FIX-MY-HOME');
});
