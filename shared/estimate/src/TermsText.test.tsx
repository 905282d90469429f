import { nameTheButton } from './TermsText';

test('the consent names the button beside it, whatever button content names', () => {
  const content = 'By clicking Get Your Estimate, you agree to receive texts. See our <a href="/sms">SMS Policy</a>.';
  expect(nameTheButton(content, 'Get An Estimate')).toBe(
    'By clicking Get An Estimate, you agree to receive texts. See our <a href="/sms">SMS Policy</a>.',
  );
  expect(nameTheButton('<p>By clicking "Submit" you agree to texts.</p>', 'GET YOUR ESTIMATE')).toBe(
    '<p>By clicking GET YOUR ESTIMATE you agree to texts.</p>',
  );
  expect(nameTheButton('By clicking Get Your Estimate, you agree.', 'Book <now> & "save"')).toBe(
    'By clicking Book &#60;now&#62; &#38; &#34;save&#34;, you agree.',
  );
});

test('consent text that names no button is left as content wrote it', () => {
  const text = 'Message and data rates may apply. By submitting this form you agree to texts.';
  expect(nameTheButton(text, 'Get An Estimate')).toBe(text);
});
