import { buildZipForm, field } from '@handyman/testing';
import { zipFormModel, zipPlaceholder } from './zip-form-model';

test('the texts of the content, the placeholder with ZIP in capitals', () => {
  const content = buildZipForm({
    Heading: field('Find your local office'),
    PlaceholderText: field('Your zip'),
    TextBelowInput: field('Where the work is to be done'),
    HandymanMatters: field('<p>Local craftsmen</p>'),
  });
  expect(zipFormModel(content)).toEqual({
    heading: 'Find your local office',
    placeholder: 'Your ZIP',
    textBelowInput: 'Where the work is to be done',
    handymanMatters: '<p>Local craftsmen</p>',
    headingInline: false,
    submitInline: true,
  });
});

test('without content: the default heading and placeholder, no texts, the button beside the box', () => {
  expect(zipFormModel(undefined)).toEqual({
    heading: 'Find your local handyman',
    placeholder: 'Enter your ZIP code',
    textBelowInput: '',
    handymanMatters: '',
    headingInline: false,
    submitInline: true,
  });
  expect(zipFormModel({ Heading: field('') }).heading).toBe('Find your local handyman');
});

test('the footer form’s alignments: heading inline on InlineLeft, button below on CenteredBelow', () => {
  const footer = { HeadingAlignment: field('InlineLeft' as const), SubmitAlignment: field('CenteredBelow' as const) };
  expect(zipFormModel(footer)).toMatchObject({ headingInline: true, submitInline: false });
  const centred = { HeadingAlignment: field('CenteredTop' as const), SubmitAlignment: field('InlineRight' as const) };
  expect(zipFormModel(centred)).toMatchObject({ headingInline: false, submitInline: true });
});

test('zipPlaceholder writes zip as ZIP whatever its case', () => {
  expect(zipPlaceholder('zip / Zip')).toBe('ZIP / ZIP');
});
