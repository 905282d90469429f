import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formField, fillForm } from '@handyman/testing';
import { estimateService, renderEstimateForm } from './testing/estimate-form-kit';

const submit = () => screen.getByRole('button', { name: 'Get An Estimate' });

test('every field has a visible label, its autocomplete and a useful keyboard', async () => {
  estimateService();
  await renderEstimateForm();
  const expected: [string, string, string | null][] = [
    ['Full Name', 'name', null],
    ['Phone Number', 'tel', 'tel'],
    ['Email Address', 'email', 'email'],
    ['Street Address', 'address-line1', null],
    ['City', 'address-level2', null],
    ['State', 'address-level1', null],
    ['ZIP Code', 'postal-code', 'numeric'],
  ];
  for (const [label, autocomplete, inputMode] of expected) {
    expect(formField(label)).toHaveAttribute('autocomplete', autocomplete);
    if (inputMode) expect(formField(label)).toHaveAttribute('inputmode', inputMode);
  }
  expect(formField('ZIP Code')).toHaveAttribute('name', 'q6_zipCode');
  expect(formField('ZIP Code')).toHaveAttribute('maxlength', '5');
  expect(formField('Tell Us About Your Project')).toHaveAttribute('name', 'q7_tellUs');
  expect(formField('Phone Number')).toHaveAttribute('type', 'tel');
  expect(formField('Email Address')).toHaveAttribute('type', 'email');
});

test('the state list shows the 59 abbreviations and the city offers the ZIP city', async () => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  const state = screen.getByRole('combobox', { name: 'State' });
  const options = Array.from((state as HTMLSelectElement).options).slice(1);
  expect(options).toHaveLength(59);
  expect(options.map((option) => option.textContent)).toContain('NV');
  await user.type(formField('ZIP Code'), '89135');
  await waitFor(() => expect(formField('City')).toHaveValue('Las Vegas'));
  expect(state).toHaveValue('NV');
  expect(screen.getByRole('combobox', { name: 'City' })).toBe(formField('City'));
  expect(document.querySelector(`#${CSS.escape(formField('City').getAttribute('list')!)} option`)).toHaveAttribute('value', 'Las Vegas');
});

test('a city the visitor typed is kept, and a failed ZIP lookup leaves the city as free text', async () => {
  estimateService({ 'GET /external-services/zip-code-lookup': () => new Response('down', { status: 503 }) });
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('City'), 'Summerlin');
  await user.type(formField('ZIP Code'), '89135');
  await user.selectOptions(formField('State'), 'NV');
  expect(formField('City')).toHaveValue('Summerlin');
  expect(formField('State')).toHaveValue('NV');
});

test('the phone is formatted as typed and never exceeds 14 characters', async () => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('Phone Number'), '702555');
  expect(formField('Phone Number')).toHaveValue('(702) 555');
  await user.type(formField('Phone Number'), '01349999');
  expect(formField('Phone Number')).toHaveValue('(702) 555-0134');
  await user.clear(formField('Phone Number'));
  await user.paste('+1 (702) 555-0134');
  expect(formField('Phone Number')).toHaveValue('(702) 555-0134');
});

test('the ZIP takes at most 5 characters', async () => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('ZIP Code'), '891351234');
  expect(formField('ZIP Code')).toHaveValue('89135');
});

test.each([
  ['Full Name', ' ', 'This field is required.'],
  ['Email Address', 'pat@example', 'Please enter a valid emailID'],
  ['Phone Number', '70255', 'Please enter a valid phone number'],
  ['ZIP Code', '8913', 'This field must contain a 5-digit zip code'],
])('leaving %s as %p shows and announces %p', async (label, value, message) => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField(label), value);
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(formField(label)).toHaveAttribute('aria-invalid', 'true');
  expect(formField(label)).toHaveAccessibleDescription(message);
});

test('an edit clears the error; focusing a field in error clears it for retyping', async () => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('Email Address'), 'pat@');
  await user.tab();
  expect(screen.getByText('Please enter a valid emailID')).toBeInTheDocument();
  await user.click(formField('Email Address'));
  expect(formField('Email Address')).toHaveValue('');
  expect(formField('Email Address')).toHaveAttribute('aria-invalid', 'false');
  expect(screen.queryByText('Please enter a valid emailID')).toBeNull();

  await user.type(formField('Phone Number'), '702');
  await user.tab();
  expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  fireEvent.change(formField('Phone Number'), { target: { value: '7025' } });
  expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
  expect(formField('Phone Number')).toHaveValue('(702) 5');
});

test('focusing a valid field keeps what the visitor typed', async () => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('Full Name'), 'Pat Lee');
  await user.tab();
  await user.click(formField('Full Name'));
  expect(formField('Full Name')).toHaveValue('Pat Lee');
});

test('a failed submit marks every empty field, says so, and moves focus to the first without clearing it', async () => {
  const fetchMock = estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('Email Address'), 'pat@example');
  await user.click(submit());
  expect(screen.getByRole('alert')).toHaveTextContent('There are errors on the form. Please fix them before continuing.');
  expect(screen.getAllByText('This field is required.')).toHaveLength(7);
  expect(screen.getByText('Please enter a valid emailID')).toBeInTheDocument();
  expect(formField('Full Name')).toHaveFocus();
  expect(formField('Full Name')).toHaveAccessibleDescription('This field is required.');
  expect(formField('Email Address')).toHaveValue('pat@example');
  expect(fetchMock.mock.calls.some(([request]) => (request as Request).method === 'POST')).toBe(false);
});

test('after a failed submit, a press on the field the form focused clears its error, as focusing it would', async () => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.click(submit());
  expect(formField('Full Name')).toHaveFocus();
  expect(formField('Full Name')).toHaveAccessibleDescription('This field is required.');
  await user.click(formField('Full Name'));
  expect(formField('Full Name')).toHaveAttribute('aria-invalid', 'false');
  expect(formField('Full Name')).not.toHaveAccessibleDescription('This field is required.');
  // The other fields keep theirs until the visitor comes to them.
  expect(screen.getAllByText('This field is required.')).toHaveLength(7);
});

test('the form-level message goes once every error is fixed', async () => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await fillForm(user, { 'Full Name': '' });
  await user.click(submit());
  expect(screen.getByText('There are errors on the form. Please fix them before continuing.')).toBeInTheDocument();
  await user.type(formField('Full Name'), 'Pat');
  expect(screen.queryByText('There are errors on the form. Please fix them before continuing.')).toBeNull();
});

test('the honeypot is hidden from people: aria-hidden, out of the tab order, no autofill', async () => {
  estimateService();
  const { container } = await renderEstimateForm();
  const trap = container.querySelector('input[name="website"]')!;
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
});

test('the terms text from the site settings is shown with its link', async () => {
  estimateService();
  await renderEstimateForm();
  const policy = screen.getByRole('link', { name: 'SMS Policy' });
  expect(policy).toHaveAttribute('href', '/resources/privacy-policy/sms-policy');
  // Reading the policy must not throw away a half-filled form.
  expect(policy).toHaveAttribute('target', '_blank');
  expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText(/By clicking Get An Estimate you agree to texts/)).toBeInTheDocument();
});

test('the same ZIP typed again is not looked up again', async () => {
  const fetchMock = estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('ZIP Code'), '89135');
  await waitFor(() => expect(formField('City')).toHaveValue('Las Vegas'));
  await user.clear(formField('ZIP Code'));
  await user.type(formField('ZIP Code'), '89135');
  const lookups = fetchMock.mock.calls.filter(
    ([request]) => new URL((request as Request).url).pathname === '/external-services/zip-code-lookup',
  );
  expect(lookups).toHaveLength(1);
});
