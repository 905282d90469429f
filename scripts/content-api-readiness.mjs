// `npm start` and content-api's first start: a changed seed is imported while content-api answers
// (/healthz at once, content 503 until the import is in), which takes minutes at national scale.
// This follows its readiness and says how far the import is, without holding up the rest of the site.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** content-api's operations listener (/readyz): CONTENT_API_OPS_PORT, else its port + 90. */
export function opsUrlOf(port, env = process.env) {
  return `http://localhost:${env.CONTENT_API_OPS_PORT || Number(port) + 90}`;
}

/**
 * Polls /readyz until content is served, logging the import's progress every `everyMs` (content
 * calls answer 503 with Retry-After meanwhile, and the site's pages say so). Resolves when ready, or
 * when `stopped()` says the site is stopping.
 */
export async function followImport(opsUrl, { stopped, log = console.log, everyMs = 15_000 }) {
  let lastLog = 0;
  let importing = false;
  while (!stopped()) {
    try {
      const response = await fetch(`${opsUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
      const body = await response.json();
      if (body.import === undefined) {
        if (importing) log('content-api: the seed is imported; content is served.');
        return;
      }
      importing = true;
      if (Date.now() - lastLog >= everyMs) {
        lastLog = Date.now();
        log(
          `content-api: ${body.checks?.content ?? 'importing the seed'} (${body.import.elapsedSeconds} s); content answers 503 until it is in.`,
        );
      }
    } catch {
      // not answering just now: the process's own exit is what stops the site
    }
    await sleep(1000);
  }
}
