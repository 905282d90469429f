import { etagOf } from './http-answer';
import { formStamp } from './form-stamp';

const page = (stamp: string, text = 'Book a visit') =>
  `<main><p>${text}</p><input type="hidden" name="estimate-shown" value="${stamp}"></main><script>{"estimate-shown":"${stamp}"}</script>`;

test('two renders of a page that differ only in their form stamps have one ETag', () => {
  expect(etagOf(page(formStamp(1_795_000_000_000)))).toBe(etagOf(page(formStamp(1_795_000_060_000))));
});

test('any other change to the page is a new ETag', () => {
  const stamp = formStamp(1_795_000_000_000);
  expect(etagOf(page(stamp, 'Book a visit today'))).not.toBe(etagOf(page(stamp)));
  // A number in the text that only looks like a time is part of the page.
  expect(etagOf('<p>1795000000000.</p>')).not.toBe(etagOf('<p>1795000060000.</p>'));
});
