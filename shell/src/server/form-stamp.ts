import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// When the server rendered a form, signed: every render holds a stamp the estimate form posts back
// without script, so the server can tell the intake how long the form was open (X-Form-Fill-Ms),
// as the browser's form does. A page kept by the render cache or a CDN carries the time it was
// rendered: the fill time is then longer than the visitor's, never shorter, so a person is never
// taken for a bot. Signed with FORWARDING_SECRET, which every shell server of the site shares (a
// form rendered by one may be posted to another); without it, with a key of this process's own.

let key: Buffer = randomBytes(32);

export function setFormStampKey(secret: string | undefined): void {
  key = secret ? Buffer.from(`form-stamp:${secret}`) : randomBytes(32);
}

const mac = (time: string) => createHmac('sha256', key).update(time).digest().subarray(0, 16);

export function formStamp(now = Date.now()): string {
  const time = String(now);
  return `${time}.${mac(time).toString('base64url')}`;
}

/** How long the form was open (ms), from its stamp; undefined for a stamp this site did not sign, or one from the future. */
export function fillTimeOf(stamp: string, now = Date.now()): number | undefined {
  const [time = '', signature = '', ...rest] = stamp.split('.');
  if (rest.length > 0 || !/^\d{1,15}$/.test(time)) return undefined;
  const sent = Buffer.from(signature, 'base64url');
  const expected = mac(time);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return undefined;
  const ms = now - Number(time);
  return ms >= 0 ? ms : undefined;
}
