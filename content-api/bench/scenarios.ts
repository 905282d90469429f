import { randomUUID } from 'node:crypto';
import { codes } from 'zipcodes';
import { SOURCE_APPLICATION_NAME } from '@handyman/contracts';
import { loadSeed } from '../src/content/seed-loader';
import type { Scenario } from './measure';

function cycle<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => {
    const item = items[index % items.length] as T;
    index += 1;
    return item;
  };
}

// A fixed shuffle so runs are comparable.
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  let seed = 42;
  for (let i = result.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** Every page of the seed in turn. */
export function pageReads(seedDir: string): Scenario {
  const next = cycle(shuffled(loadSeed(seedDir).pages.map((page) => page.key)));
  return {
    name: 'page reads (GET /api/page)',
    goalP99Ms: 10,
    request: () => ({ method: 'GET', path: `/api/page?path=${encodeURIComponent(next())}` }),
  };
}

/** Every US ZIP of the data set in a shuffled order, so most lookups miss the answer cache. */
export function zipLookups(): Scenario {
  const zips = Object.values(codes)
    .filter((place) => place.country === 'US' && /^\d{5}$/.test(place.zip))
    .map((place) => place.zip);
  const next = cycle(shuffled(zips));
  return {
    name: 'zip lookups (GET /external-services/zip-code-lookup)',
    goalP99Ms: 5,
    request: () => ({ method: 'GET', path: `/external-services/zip-code-lookup?zipCode=${next()}` }),
  };
}

/** Valid estimate posts, each with its own Idempotency-Key and a human fill time: every one is stored. */
export function estimatePosts(): Scenario {
  let count = 0;
  return {
    name: 'estimate posts (POST /api/booking/estimate)',
    goalP99Ms: 20,
    request: () => {
      count += 1;
      return {
        method: 'POST',
        path: '/api/booking/estimate',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-form-fill-ms': '9000' },
        body: JSON.stringify({
          customerName: `Bench Customer ${count}`,
          phoneNumber: '(702) 555-0199',
          emailAddress: `bench${count}@example.com`,
          address: { street: `${count} Benchmark Way`, city: 'Las Vegas', state: 'NV', zip: '89135', country: 'USA' },
          summary: 'Replace a cracked door frame and rehang the door.',
          serviceTitanId: 'ST-bench',
          sourceApplicationName: SOURCE_APPLICATION_NAME,
        }),
      };
    },
  };
}

/** Blog searches (a few common words, a phrase, a prefix, by relevance) and category lists, in turn, summaries as lists ask. */
export function searchesAndLists(): Scenario {
  const next = cycle([
    '/api/search?filters=type=BlogPost&query=home&fields=summary',
    '/api/search?filters=type=BlogPost&query=gutter%20repair&fields=summary',
    '/api/search?filters=type=BlogPost&query=%22punch%20list%22&fields=summary',
    '/api/search?filters=type=BlogPost&query=pain*&fields=summary',
    '/api/search?filters=type=BlogPost&query=door&sort=relevance&fields=summary',
    '/api/search?filters=type=BlogPost&page=2&fields=summary',
    '/api/blogindex?categoryName=home-maintenance&fields=summary',
    '/api/blogindex?startDate=2024-01-01&endDate=2024-12-31&fields=summary',
  ]);
  return {
    name: 'searches and blog lists (GET /api/search, /api/blogindex)',
    goalP99Ms: 10,
    request: () => ({ method: 'GET', path: next() }),
  };
}
