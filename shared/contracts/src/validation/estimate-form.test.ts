import { ESTIMATE_FIELDS, ESTIMATE_FORM, ESTIMATE_MAX_LENGTH, normaliseEstimateInput, readEstimateForm } from './estimate-form';

test('every field has one definition, in form order, with the fixed posted names of the ZIP and the description', () => {
  expect(Object.keys(ESTIMATE_FORM)).toEqual([...ESTIMATE_FIELDS]);
  expect(ESTIMATE_FORM.zip.name).toBe('q6_zipCode');
  expect(ESTIMATE_FORM.summary.name).toBe('q7_tellUs');
  expect(ESTIMATE_MAX_LENGTH).toEqual(Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, ESTIMATE_FORM[field].maxLength])));
});

test('as typed, the phone is formatted and the ZIP cut to five characters; other fields are kept as they are', () => {
  expect(normaliseEstimateInput('phoneNumber', '7025550142')).toBe('(702) 555-0142');
  expect(normaliseEstimateInput('zip', '891341')).toBe('89134');
  expect(normaliseEstimateInput('summary', '  Two doors  ')).toBe('  Two doors  ');
});

test('a posted body is read by the posted names; a missing field is empty', () => {
  const values = readEstimateForm(new URLSearchParams({ customerName: 'Pat Lee', q6_zipCode: '89134', zip: '00000', q7_tellUs: 'Doors' }));
  expect(values).toMatchObject({ customerName: 'Pat Lee', zip: '89134', summary: 'Doors', street: '' });
});
