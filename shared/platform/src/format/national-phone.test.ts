import { corporatePhone, NATIONAL_PHONE } from './national-phone';

test.each([
  [
    'tel and display',
    { MainTelephoneNumber: { Value: '18663496946' }, TelephoneNumberDisplay: { Value: '866-FIX-MY-HOME' } },
    { tel: '18663496946', display: '866-FIX-MY-HOME' },
  ],
  ['a tel value only', { MainTelephoneNumber: { Value: '7025550142' } }, { tel: '7025550142', display: '(702) 555-0142' }],
  [
    'a vanity display only: never tel:866',
    { TelephoneNumberDisplay: { Value: '866-FIX-MY-HOME' } },
    { tel: NATIONAL_PHONE.tel, display: '866-FIX-MY-HOME' },
  ],
  ['a display with digits only', { TelephoneNumberDisplay: { Value: '(866) 349-6946' } }, { tel: '8663496946', display: '(866) 349-6946' }],
  ['no settings', undefined, { ...NATIONAL_PHONE }],
])('%s', (_case, settings, expected) => {
  expect(corporatePhone(settings)).toEqual(expected);
});
