import { assignBucket, cohortOf, takesCanary } from './visitor-cohort';

const at = (query = '') => new URL(`https://site.test/blog${query}`);

test("a visitor's bucket comes from their cookie; one without, or with a broken one, has none", () => {
  expect(cohortOf('a=1; release-bucket=37', at(), true)).toEqual({ cohort: { bucket: 37, candidate: false }, cookies: [] });
  expect(cohortOf(undefined, at(), true).cohort.bucket).toBeUndefined();
  expect(cohortOf('release-bucket=370', at(), true).cohort.bucket).toBeUndefined();
  expect(cohortOf('release-bucket=-1', at(), true).cohort.bucket).toBeUndefined();
});

test('a canary of P % goes to buckets below P, and to testers whatever their bucket', () => {
  expect([0, 19, 20, 99].map((bucket) => takesCanary({ bucket, candidate: false }, 20))).toEqual([true, true, false, false]);
  expect(takesCanary({ bucket: undefined, candidate: false }, 100)).toBe(false);
  expect(takesCanary({ bucket: 99, candidate: true }, 0)).toBe(true);
});

test('?release=candidate makes a tester, kept in a cookie; ?release=live ends it', () => {
  const tester = cohortOf('release-bucket=80', at('?release=candidate'), true);
  expect(tester.cohort).toEqual({ bucket: 80, candidate: true });
  expect(tester.cookies).toEqual([expect.stringMatching(/^release=candidate; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/)]);
  expect(cohortOf('release=candidate', at(), false).cohort.candidate).toBe(true);
  const done = cohortOf('release=candidate', at('?release=live'), false);
  expect(done.cohort.candidate).toBe(false);
  expect(done.cookies).toEqual([expect.stringMatching(/^release=; Max-Age=0;/)]);
  expect(cohortOf(undefined, at('?release=anything'), false)).toEqual({ cohort: { bucket: undefined, candidate: false }, cookies: [] });
});

test('a new visitor gets a bucket from 0 to 99 and the cookie that keeps it', () => {
  const buckets = new Set(Array.from({ length: 500 }, () => assignBucket(false).bucket));
  expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...buckets)).toBeLessThan(100);
  expect(buckets.size).toBeGreaterThan(80);
  const { bucket, cookie } = assignBucket(false);
  expect(cookie).toMatch(new RegExp(`^release-bucket=${bucket}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax$`));
});
