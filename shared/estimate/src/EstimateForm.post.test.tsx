import { screen } from '@testing-library/react';
import { formField, renderRoute, VISITOR } from '@handyman/testing';
import { useResourceStore } from '@handyman/platform';
import { useEstimateTopic } from '@handyman/platform';
import { ESTIMATE_SUBMISSION_KEY, readEstimatePost, type EstimateSubmission } from './estimate-post';
import { estimateService, renderEstimateForm } from './testing/estimate-form-kit';

// Without script the form posts itself to the page's address; the server's answer shows it again.

const typed = {
  customerName: 'Pat Lee',
  phoneNumber: '555',
  emailAddress: 'pat@',
  street: VISITOR['Street Address'],
  city: 'Las Vegas',
  state: 'NV',
  zip: '89135',
  summary: 'Hang two doors',
};

function answered(submission: EstimateSubmission) {
  useResourceStore.setState({ entries: { [ESTIMATE_SUBMISSION_KEY]: { status: 'success', data: submission } } });
}

test('the form posts itself, with its kind and its office, to the address of the page it is on', async () => {
  estimateService();
  const franchise = { homePath: 'offices/summerlin', phone: '702-555-0142' };
  const { container } = await renderEstimateForm({ franchise, variant: 'modal' }, '/offices/summerlin/reviews?utm_source=x');
  const form = container.querySelector('form')!;
  expect([form.method, form.getAttribute('action')]).toEqual(['post', '/offices/summerlin/reviews?utm_source=x']);
  const named = [...form.elements].filter((element): element is HTMLInputElement => 'name' in element && Boolean(element.name));
  const fields = new URLSearchParams(named.map((element) => [element.name, element.value]));
  expect(readEstimatePost(fields)).toMatchObject({ variant: 'modal', office: 'offices/summerlin', trap: '' });
  expect(screen.getByRole('button', { name: 'Get An Estimate' })).toBeEnabled();
});

test("a page's form posts to its own anchor, so the answer lands on it", async () => {
  estimateService();
  const { container } = await renderEstimateForm({}, '/');
  const form = container.querySelector('form')!;
  expect(form.getAttribute('action')).toBe(`/#${form.id}`);
});

test("the server's answer shows what was typed, the messages beside the fields and the form's alert", async () => {
  estimateService();
  answered({
    variant: 'page',
    values: typed,
    errors: { phoneNumber: 'Please enter a valid phone number', emailAddress: 'Please enter a valid emailID' },
  });
  await renderEstimateForm();
  expect(formField('Full Name')).toHaveValue('Pat Lee');
  expect(formField('Tell Us About Your Project')).toHaveValue('Hang two doors');
  expect(formField('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number');
  expect(formField('Email Address')).toHaveAccessibleDescription('Please enter a valid emailID');
  expect(screen.getByRole('alert')).toHaveTextContent('There are errors on the form. Please fix them before continuing.');
});

test('an answer for another kind of form on the page leaves this one as it was', async () => {
  estimateService();
  answered({ variant: 'modal', values: typed, errors: {}, failure: 'unavailable' });
  await renderEstimateForm();
  expect(formField('Full Name')).toHaveValue('');
  expect(screen.queryByRole('alert')).toBeNull();
});

test("the intake's refusal is said under the form, what was typed kept", async () => {
  estimateService();
  answered({ variant: 'page', values: typed, errors: {}, failure: 'unavailable' });
  await renderEstimateForm();
  expect(screen.getByRole('alert')).toHaveTextContent('Service Unavailable. Please try again later');
  expect(formField('Full Name')).toHaveValue('Pat Lee');
});

test('a form opened on a page about a package starts its description with the package', async () => {
  estimateService();
  function PackagePage() {
    useEstimateTopic('Deck Restoration package');
    return null;
  }
  const { unmount } = renderRoute(<PackagePage />);
  await renderEstimateForm();
  expect(formField('Tell Us About Your Project')).toHaveValue("I'm interested in the Deck Restoration package. ");
  unmount();
});
