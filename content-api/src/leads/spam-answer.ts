import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { EstimateResponse } from '@handyman/contracts';
import { LruCache } from '@handyman/contracts/server';

const REMEMBERED_KEYS = 10_000;

/** 16 bytes as a version 4 UUID, like the ids of stored leads. */
function uuidFrom(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What a dropped spam post is answered, made to look like a stored lead's answer: a lead id of the
 * same form, the same id again for a repeated Idempotency-Key (with the replay header a real
 * repeat gets), a new one otherwise. Ids come from a secret made at start, so they say nothing.
 */
export class SpamAnswers {
  private readonly secret = randomBytes(32);
  private readonly seen = new LruCache<string, true>(REMEMBERED_KEYS);

  answer(idempotencyKey: string | undefined): { response: EstimateResponse; replayed: boolean } {
    if (idempotencyKey === undefined) return { response: { bookingSentSuccessfully: true, leadId: randomUUID() }, replayed: false };
    const replayed = this.seen.get(idempotencyKey) !== undefined;
    this.seen.set(idempotencyKey, true);
    const leadId = uuidFrom(createHmac('sha256', this.secret).update(idempotencyKey).digest());
    return { response: { bookingSentSuccessfully: true, leadId }, replayed };
  }
}
