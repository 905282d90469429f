// Attack (a fault): content-api stops answering (SIGSTOP) while visitors post the estimate form
// without script. Prints how long each post took to be answered and what it was told, then lets
// content-api run again (SIGCONT) and counts which of those posts were stored after all: a post
// answered "failed" must not be one we kept. Needs the running stack's content-api on this machine
// (its process is found by its port) and CONTENT_API_ADMIN_TOKEN.
import { execSync } from 'node:child_process';
import { ADMIN_TOKEN, API, noScriptForm, print, rawRequest, SHELL, median } from './common.mjs';

const POSTS = Number(process.env.FROZEN_POSTS || 21);
const port = new URL(API).port;
const pid = Number(/pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${port}'`).toString())?.[1]);
if (!pid) throw new Error(`no process listens on ${port}`);

const run = `frozen-${Date.now()}`;
const form = (n) => noScriptForm({ q7_tellUs: `${run} post ${n}` });

/** What the answer tells the visitor: the thank-you redirect, or the message the estimate form shows. */
function told(answer) {
  if (answer.status === 303) return 'received (303 to the thank-you page)';
  const alerts = [...answer.body.matchAll(/<p[^>]*role="alert"[^>]*>([\s\S]*?)<\/p>/g)].map((match) => match[1].replace(/<[^>]+>/g, ''));
  const message = alerts.find((text) => /call|again|received|request/i.test(text)) ?? 'no message';
  return `${answer.status}: ${message.slice(0, 110)}`;
}

process.kill(pid, 'SIGSTOP');
let answers;
try {
  answers = await Promise.all(
    Array.from({ length: POSTS }, async (_, n) => {
      const started = performance.now();
      const answer = await rawRequest(`${SHELL}/services`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form(n),
      });
      return { n, seconds: (performance.now() - started) / 1000, told: told(answer), received: answer.status === 303 };
    }),
  );
} finally {
  process.kill(pid, 'SIGCONT');
}
await new Promise((resolve) => setTimeout(resolve, 5000));
const leads = await (await fetch(`${API}/admin/leads?limit=500`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).json();
const storedPosts = new Set(
  leads.leads
    .map((lead) => /post (\d+)$/.exec(lead.request.summary))
    .filter((match) => match && match.input.startsWith(run))
    .map((match) => Number(match[1])),
);
const told_ = {};
for (const answer of answers) told_[answer.told] = (told_[answer.told] ?? 0) + 1;
print('no-script estimates while content-api is frozen', {
  posts: POSTS,
  medianSeconds: median(answers.map((a) => a.seconds)).toFixed(1),
  slowestSeconds: Math.max(...answers.map((a) => a.seconds)).toFixed(1),
  told: told_,
  storedAfterResume: storedPosts.size,
  toldNotReceivedButStored: answers.filter((a) => !a.received && storedPosts.has(a.n)).length,
});
