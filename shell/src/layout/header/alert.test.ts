import { visibleAlert } from './alert';

const page = { Name: 'storm', URL: 'blog/storm-prep', Link: 'Read more' };

test('the alert shows only when DisplayAlert is True and AlertText is not empty', () => {
  expect(visibleAlert({ DisplayAlert: { Value: 'True' }, AlertText: { Value: 'Storm season' }, Page: page })).toEqual({
    text: 'Storm season',
    page,
  });
  expect(visibleAlert({ DisplayAlert: { Value: 'False' }, AlertText: { Value: 'Storm season' }, Page: page })).toBeNull();
  expect(visibleAlert({ DisplayAlert: { Value: 'True' }, AlertText: { Value: '   ' }, Page: page })).toBeNull();
  expect(visibleAlert({ DisplayAlert: { Value: 'True' } })).toBeNull();
  expect(visibleAlert(undefined)).toBeNull();
});

test('an alert without a page is text only', () => {
  expect(visibleAlert({ DisplayAlert: { Value: 'True' }, AlertText: { Value: 'Closed Monday' } })).toEqual({ text: 'Closed Monday' });
});
