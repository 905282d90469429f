import { fillTimeOf, formStamp, setFormStampKey } from './form-stamp';

afterEach(() => setFormStampKey(undefined));

test('a stamp gives the time since the form was rendered; a forged, altered or future one gives nothing', () => {
  setFormStampKey('a-long-shared-secret-value');
  const stamp = formStamp(1_000_000);
  expect(fillTimeOf(stamp, 1_004_500)).toBe(4500);
  const [time, signature] = stamp.split('.');
  expect(fillTimeOf(`${Number(time) - 60_000}.${signature}`, 1_004_500)).toBeUndefined();
  expect(fillTimeOf(`${time}.AAAAAAAAAAAAAAAAAAAAAA`, 1_004_500)).toBeUndefined();
  expect(fillTimeOf('1000000', 1_004_500)).toBeUndefined();
  expect(fillTimeOf(stamp, 999_000)).toBeUndefined();
});

test('servers sharing the secret read each other’s stamps; another key does not', () => {
  setFormStampKey('a-long-shared-secret-value');
  const stamp = formStamp(1_000_000);
  setFormStampKey('a-long-shared-secret-value');
  expect(fillTimeOf(stamp, 1_002_000)).toBe(2000);
  setFormStampKey('another-shared-secret-value');
  expect(fillTimeOf(stamp, 1_002_000)).toBeUndefined();
});
