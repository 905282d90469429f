import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Phase, PostResult } from './posters';

export interface KillRecord {
  atMs: number;
  instance: string;
  /** From the SIGKILL to the restarted process listening again. */
  backInMs: number;
  /** Outbox rows the killed process held a live claim on. */
  orphanedClaims: number;
}

export interface FaultFigures {
  sent: number;
  acknowledged: number;
  /** Acknowledged (200 with a lead id) but not in the database at the end: must be 0. */
  lost: number;
  /** Leads in the database: acknowledged ones plus any whose answer never arrived (a kill after the commit). */
  stored: number;
  storedUnacknowledged: number;
  /** Leads marked delivered in the database, and leads the platform accepted (2xx) at least once. */
  delivered: number;
  acceptedByPlatform: number;
  deliveredTwice: number;
  /** Of those, the ones whose first and second delivery have a kill between them. */
  deliveredTwiceAcrossKill: number;
  pendingAtEnd: number;
  platformCalls: number;
  platformFailures: number;
  gaveUp: number;
  latency: Record<Phase, { answered200: number; p50Ms: number; p99Ms: number; maxMs: number; refused: Record<string, number> }>;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(1));
}

export function latencyByPhase(results: readonly PostResult[]): FaultFigures['latency'] {
  const phases: Phase[] = ['during kills', 'after kills'];
  const entries = phases.map((phase) => {
    const attempts = results.flatMap((result) => result.attempts).filter((attempt) => attempt.phase === phase);
    const ok = attempts
      .filter((attempt) => attempt.status === 200)
      .map((attempt) => attempt.ms)
      .sort((a, b) => a - b);
    const refused: Record<string, number> = {};
    for (const attempt of attempts.filter((item) => item.status !== 200)) {
      const label = attempt.status === 0 ? 'no answer' : String(attempt.status);
      refused[label] = (refused[label] ?? 0) + 1;
    }
    return [
      phase,
      { answered200: ok.length, p50Ms: percentile(ok, 0.5), p99Ms: percentile(ok, 0.99), maxMs: percentile(ok, 1), refused },
    ] as const;
  });
  return Object.fromEntries(entries) as FaultFigures['latency'];
}

export function environment(root: string): Record<string, unknown> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results') !== '';
  return {
    date: new Date().toISOString(),
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`,
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

export function writeResults(
  root: string,
  run: { env: Record<string, unknown>; settings: Record<string, unknown>; kills: KillRecord[]; figures: FaultFigures },
): string {
  const dir = path.join(root, 'bench', 'results');
  fs.writeFileSync(path.join(dir, 'leads-fault.json'), `${JSON.stringify(run, null, 2)}\n`);
  const f = run.figures;
  const refused = (phase: Phase) =>
    Object.entries(f.latency[phase].refused)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ') || 'none';
  const md = `# Lead intake under faults: PostgreSQL, two content-api instances

Recorded by \`node --import tsx bench/leads-fault/run.ts\` on ${String(run.env.date)} at ${String(run.env.commit)}: ${String(run.env.machine)}, load average (1, 5, 15 min) ${JSON.stringify(run.settings.loadAtStart)} at the start, ${JSON.stringify(run.env.loadAverage)} at the end: the machine is shared, and the posters, proxy, two instances and PostgreSQL share its cores, so latencies are upper bounds.

| leads | count |
| --- | ---: |
| sent (distinct Idempotency-Keys) | ${f.sent} |
| acknowledged (200 with a lead id) | ${f.acknowledged} |
| **lost** (acknowledged, not in the database) | **${f.lost}** |
| stored | ${f.stored} |
| stored without an acknowledgement reaching the poster | ${f.storedUnacknowledged} |
| posters that gave up after ${String(run.settings.maxTries)} tries | ${f.gaveUp} |
| delivered (marked in the database) | ${f.delivered} |
| accepted by the platform at least once | ${f.acceptedByPlatform} |
| **delivered twice** (accepted more than once) | **${f.deliveredTwice}** |
| of which a kill fell between the two deliveries | ${f.deliveredTwiceAcrossKill} |
| still pending at the end | ${f.pendingAtEnd} |
| platform calls / answered 503 | ${f.platformCalls} / ${f.platformFailures} |

| intake (through the proxy) | 200 answers | p50 ms | p99 ms | max ms | other answers |
| --- | ---: | ---: | ---: | ---: | --- |
| during kills | ${f.latency['during kills'].answered200} | ${f.latency['during kills'].p50Ms} | ${f.latency['during kills'].p99Ms} | ${f.latency['during kills'].maxMs} | ${refused('during kills')} |
| after kills | ${f.latency['after kills'].answered200} | ${f.latency['after kills'].p50Ms} | ${f.latency['after kills'].p99Ms} | ${f.latency['after kills'].maxMs} | ${refused('after kills')} |

Kills (SIGKILL, then restarted at once): ${run.kills.map((kill) => `${kill.instance} at ${(kill.atMs / 1000).toFixed(1)} s (listening again after ${kill.backInMs} ms; ${kill.orphanedClaims} rows it had claimed, taken over after the lease)`).join('; ')}.

## How it was measured

- A throw-away PostgreSQL ${String(run.settings.postgres)} (Debian's server on a temporary folder, loopback port in 55400-55499, \`fsync\` on) and two content-api processes started as \`npm start\` starts one (\`node --import tsx src/main.ts\`) on ports ${String(run.settings.instancePorts)}, both with the same \`DATABASE_URL\`.
- A round-robin proxy on port ${String(run.settings.proxyPort)} in front of them: a refused connection goes to the other instance; a request cut off by a kill is a 502 to the poster.
- ${String(run.settings.posters)} posters, each sending one lead after another (${String(run.settings.pauseMs)} ms apart) with its own Idempotency-Key, and sending it again with the same key after a 502/503 or no answer, up to ${String(run.settings.maxTries)} tries, 200 ms apart.
- Each instance is SIGKILLed and restarted in turn, every ${String(run.settings.killEveryS)} s (or as soon as the previous one listens again) while fewer than ${String(run.settings.killPhaseS)} s have passed; "during kills" lasts until the last restarted instance listens, then ${String(run.settings.afterS)} s "after kills" with both up. Then posting stops and the run waits (at most ${String(run.settings.drainS)} s) for every lead to be delivered.
- The field-service stub answers ${Number(run.settings.platformFailureShare) * 100} % of calls with 503; forwarders on both instances retry with the service's backoff (full jitter, 1 s base), attempts time out after ${String(run.settings.forwardTimeoutMs)} ms, claims are leased for that plus 5 s, an idle forwarder polls every ${String(run.settings.pollMs)} ms.
- Lost, stored and delivered are read from PostgreSQL at the end; delivered twice from the stub's log of accepted calls. Delivery is at least once: a lead the platform accepted just before its instance was killed, and not yet marked delivered, is sent again by the forwarder that takes over the claim (the platform sees the same lead id as its \`Idempotency-Key\`). Latency is per try (200 answers), split by when the try was sent.
`;
  fs.writeFileSync(path.join(dir, 'leads-fault.md'), md);
  return md;
}
