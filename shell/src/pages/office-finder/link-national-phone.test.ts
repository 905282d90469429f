import { linkNationalPhone } from './link-national-phone';

test('the national number written as text becomes a link a phone can dial', () => {
  expect(linkNationalPhone('<p>Call 866-FIX-MY-HOME and we will help.</p>')).toBe(
    '<p>Call <a href="tel:18663496946">866-FIX-MY-HOME</a> and we will help.</p>',
  );
});

test('copy that already links a number, or names none, is left alone', () => {
  const linked = '<p>Call <a href="tel:18663496946">866-FIX-MY-HOME</a>.</p>';
  expect(linkNationalPhone(linked)).toBe(linked);
  expect(linkNationalPhone('<p>Browse the offices below.</p>')).toBe('<p>Browse the offices below.</p>');
});
