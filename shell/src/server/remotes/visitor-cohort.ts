import { randomInt } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';

// Which side of a canary a visitor is on. A visitor gets a bucket from 0 to 99 the first time a
// page is rendered for them while a canary runs, kept in a cookie: a canary of P % sends buckets
// below P to its build, so every page (rendered with JavaScript or without) goes to the same side,
// and raising the share keeps the visitors who had it. Testers see a canary's build whatever their
// bucket with ?release=candidate (a cookie of its own; ?release=live ends it).

export const BUCKET_COOKIE = 'release-bucket';
export const OVERRIDE_COOKIE = 'release';
export const OVERRIDE_PARAM = 'release';
/** How long a visitor keeps their bucket: longer than any canary. */
const BUCKET_MAX_AGE_S = 90 * 24 * 60 * 60;

export interface Cohort {
  /** 0 to 99, or undefined for a visitor never given one. */
  bucket: number | undefined;
  /** A tester asked for every canary's build. */
  candidate: boolean;
}

export interface CohortRequest {
  cohort: Cohort;
  /** Set-Cookie values the answer must carry (a tester's choice). */
  cookies: string[];
}

/** The visitor's cohort from their cookies, and a tester's ?release= choice in the address. */
export function cohortOf(cookieHeader: string | undefined, url: URL, secure: boolean): CohortRequest {
  const cookies = parseCookie(cookieHeader ?? '');
  const bucketText = cookies[BUCKET_COOKIE];
  const bucket = bucketText !== undefined && /^\d{1,2}$/.test(bucketText) ? Number(bucketText) : undefined;
  const asked = url.searchParams.get(OVERRIDE_PARAM);
  if (asked === 'candidate' || asked === 'live') {
    const candidate = asked === 'candidate';
    const cookie = stringifySetCookie({
      name: OVERRIDE_COOKIE,
      value: candidate ? 'candidate' : '',
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure,
      maxAge: candidate ? BUCKET_MAX_AGE_S : 0,
    });
    return { cohort: { bucket, candidate }, cookies: [cookie] };
  }
  return { cohort: { bucket, candidate: cookies[OVERRIDE_COOKIE] === 'candidate' }, cookies: [] };
}

/** A new visitor's bucket during a canary, and the cookie that keeps it. */
export function assignBucket(secure: boolean): { bucket: number; cookie: string } {
  const bucket = randomInt(100);
  const cookie = stringifySetCookie({
    name: BUCKET_COOKIE,
    value: String(bucket),
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure,
    maxAge: BUCKET_MAX_AGE_S,
  });
  return { bucket, cookie };
}

/** Whether a visitor of this cohort gets a canary of `percent` %. */
export const takesCanary = (cohort: Cohort, percent: number) =>
  cohort.candidate || (cohort.bucket !== undefined && cohort.bucket < percent);
