import { randomUUID } from 'node:crypto';
import { validEstimate } from '../../content-api/src/testing/estimate-fixtures';

export type Phase = 'during kills' | 'after kills';

export interface PostResult {
  key: string;
  /** The lead id of the 200 answer; undefined when every try failed. */
  leadId: string | undefined;
  tries: number;
  /** Each try's time and status (0: no answer). */
  attempts: { phase: Phase; ms: number; status: number }[];
}

export interface PosterOptions {
  url: string;
  posters: number;
  pauseMs: number;
  maxTries: number;
  phase: () => Phase | undefined;
}

function body(count: number): string {
  return JSON.stringify(
    validEstimate({
      customerName: `Fault Bench ${count}`,
      emailAddress: `fault${count}@example.com`,
      address: { ...validEstimate().address, street: `${count} Failover Way` },
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posters send estimate requests as the form does: each lead with its own Idempotency-Key, sent
 * again with the same key after a 502/503 or no answer (what a person pressing the button again,
 * or the form's retry, does). They stop when phase() says the run is over.
 */
export async function runPosters(options: PosterOptions): Promise<PostResult[]> {
  const results: PostResult[] = [];
  let count = 0;
  const poster = async (): Promise<void> => {
    while (options.phase() !== undefined) {
      count += 1;
      const result: PostResult = { key: randomUUID(), leadId: undefined, tries: 0, attempts: [] };
      results.push(result);
      const payload = body(count);
      while (result.leadId === undefined && result.tries < options.maxTries) {
        const phase = options.phase() ?? 'after kills';
        result.tries += 1;
        const started = performance.now();
        let status = 0;
        try {
          const response = await fetch(options.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': result.key, 'x-form-fill-ms': '9000' },
            body: payload,
            signal: AbortSignal.timeout(10_000),
          });
          status = response.status;
          const answer = (await response.json()) as { leadId?: string };
          if (status === 200) result.leadId = answer.leadId;
        } catch {
          status = 0;
        }
        result.attempts.push({ phase, ms: performance.now() - started, status });
        if (result.leadId === undefined) await sleep(200);
      }
      await sleep(options.pauseMs);
    }
  };
  await Promise.all(Array.from({ length: options.posters }, poster));
  return results;
}
