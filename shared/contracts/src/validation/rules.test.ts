import {
  formatPhoneDisplay,
  formatPhoneInput,
  isBlank,
  isValidEmail,
  isValidPhone,
  isValidZip,
  PHONE_MAX_LENGTH,
  telDigits,
} from './rules';

describe('zip codes', () => {
  test.each(['89134', '89134-1234', ' 89134 '])('%p is valid', (zip) => expect(isValidZip(zip)).toBe(true));
  test.each(['8913', '891345', '89134-12', '89134 1234', 'abcde', '', '89134-', '8913a'])('%p is not', (zip) =>
    expect(isValidZip(zip)).toBe(false),
  );
});

describe('phone numbers', () => {
  test.each(['(702) 555-0134', '702-555-0134', '702.555.0134', '702 555 0134', '7025550134', '+1 702 555 0134', '+12 (702) 555-0134'])(
    '%p is valid',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  test.each(['555-0134', '(702) 555-013', '702555013412', '+123 702 555 0134', 'call me', ''])('%p is not', (phone) =>
    expect(isValidPhone(phone)).toBe(false),
  );

  test('typing is formatted as (XXX) XXX-XXXX', () => {
    expect(formatPhoneInput('7')).toBe('(7');
    expect(formatPhoneInput('702')).toBe('(702');
    expect(formatPhoneInput('7025')).toBe('(702) 5');
    expect(formatPhoneInput('702555')).toBe('(702) 555');
    expect(formatPhoneInput('7025550')).toBe('(702) 555-0');
    expect(formatPhoneInput('702-555-0134')).toBe('(702) 555-0134');
  });

  test('never longer than 14 characters, extra digits dropped, a leading US 1 removed', () => {
    expect(formatPhoneInput('70255501349999')).toBe('(702) 555-0134');
    expect(formatPhoneInput('1 702 555 0134')).toBe('(702) 555-0134');
    expect(formatPhoneInput('70255501349999')).toHaveLength(PHONE_MAX_LENGTH);
    expect(formatPhoneInput('abc')).toBe('');
  });
});

describe('e-mail addresses', () => {
  test.each(['pat@example.com', 'pat.lee+home@mail.example.co'])('%p is valid', (email) => expect(isValidEmail(email)).toBe(true));
  test.each(['pat', 'pat@', 'pat@example', 'pat @example.com', '@example.com', 'pat@example.c'])('%p is not', (email) =>
    expect(isValidEmail(email)).toBe(false),
  );
});

describe('phone numbers as the site shows them', () => {
  test('ten digits, however written, are (XXX) XXX-XXXX; a leading US 1 is dropped', () => {
    expect(formatPhoneDisplay('702-555-0142')).toBe('(702) 555-0142');
    expect(formatPhoneDisplay('+1 702.555.0142')).toBe('(702) 555-0142');
  });

  test('anything else shows nothing (the caller falls back to the number as written)', () => {
    expect(formatPhoneDisplay('866-FIX-MY-HOME')).toBe('');
    expect(formatPhoneDisplay(undefined)).toBe('');
  });

  test('tel: digits keep every digit', () => expect(telDigits('+1 (702) 555-0142')).toBe('17025550142'));
});

describe('blank text', () => {
  it('counts text that shows nothing as blank: spaces, zero-width and other invisible characters', () => {
    for (const text of [
      '',
      '   ',
      '\u200b\u200b',
      '\u200c\u200d\u2060',
      '\ufeff\u00ad',
      '\u3164\u115f',
      '\u2800\u2800',
      '\u180e \u200b',
      '\t\u0000\u0085',
      '\u202e\u2066',
      '\ufe0f',
    ]) {
      expect([JSON.stringify(text), isBlank(text)]).toEqual([JSON.stringify(text), true]);
    }
  });

  it('keeps text with anything visible in it, invisible characters around it included', () => {
    for (const text of ['a', '\u200bPat\u200b', 'é', '😀', '\u0301x', '李']) expect([text, isBlank(text)]).toEqual([text, false]);
  });
});
