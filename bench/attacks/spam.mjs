// Attack: tell a caught post from a stored one, and make spam cost real visitors. Against the
// running stack's content-api, each scenario from addresses of its own (claimed as the site's
// server claims them: X-Forwarded-For, with the forwarding secret when FORWARDING_SECRET is set).
//  1. 30 fast-filled posts (caught as spam) against 30 human posts: their statuses.
//  2. Replays: a key first stored by a person, sent again by a bot (and the other way round):
//     same lead id? the replay header?
//  3. Timing: the median answer time of 100 caught posts and 100 stored ones, one at a time.
//  4. 200 posts without a fill time from one address, then a person's post from that address.
import { randomUUID } from 'node:crypto';
import { estimateRequest, median, postEstimate, print, tally, visitorAddress } from './common.mjs';

const HUMAN_MS = 5000;

/** The header names a client saw, for each status: { 200: 'a,b,...', 429: '...' }. */
const headerSets = (answers) =>
  Object.fromEntries(answers.map((answer) => [answer.status, [...answer.headers.keys()].sort().join(',')]).sort(([a], [b]) => a - b));
const BOT_MS = 100;

// 1. The rate limit: spam and people from one address each.
const botAddress = `203.0.113.${1 + Math.floor(Math.random() * 120)}`;
const personAddress = `203.0.113.${121 + Math.floor(Math.random() * 120)}`;
const bots = [];
const people = [];
for (let n = 0; n < 30; n += 1) bots.push(await postEstimate({ as: botAddress, fillMs: BOT_MS }));
for (let n = 0; n < 30; n += 1) people.push(await postEstimate({ as: personAddress, fillMs: HUMAN_MS }));
print('30 spam posts vs 30 human posts from one address each', {
  spam: tally(bots),
  human: tally(people),
  sameHeaderNamesByStatus: JSON.stringify(headerSets(bots)) === JSON.stringify(headerSets(people)),
});

// 2. Replays across the spam line.
const replay = async (first, second) => {
  const key = randomUUID();
  const as = visitorAddress();
  const one = await postEstimate({ key, as, ...first });
  const two = await postEstimate({ key, as, ...second });
  return {
    statuses: [one.status, two.status],
    sameLeadId: one.json?.leadId === two.json?.leadId,
    replayHeader: two.headers.get('idempotent-replayed'),
  };
};
print('replays', {
  personThenPerson: await replay({ fillMs: HUMAN_MS }, { fillMs: HUMAN_MS }),
  personThenBot: await replay({ fillMs: HUMAN_MS }, { fillMs: BOT_MS }),
  botThenPerson: await replay({ fillMs: BOT_MS }, { fillMs: HUMAN_MS }),
  botThenBot: await replay({ fillMs: BOT_MS }, { fillMs: BOT_MS }),
  botKeyReusedWithOtherBody: await replay(
    { fillMs: BOT_MS },
    { fillMs: BOT_MS, body: estimateRequest({ summary: 'Something else entirely.' }) },
  ),
  personKeyReusedWithOtherBody: await replay(
    { fillMs: HUMAN_MS },
    { fillMs: HUMAN_MS, body: estimateRequest({ summary: 'Something else entirely.' }) },
  ),
});

// 3. Timing, alternating so both see the same machine.
const spamTimes = [];
const storedTimes = [];
for (let n = 0; n < 100; n += 1) {
  spamTimes.push((await postEstimate({ as: visitorAddress(), fillMs: BOT_MS })).ms);
  storedTimes.push((await postEstimate({ as: visitorAddress(), fillMs: HUMAN_MS })).ms);
}
print('answer time, caught vs stored (100 each)', {
  spamMedianMs: median(spamTimes).toFixed(2),
  storedMedianMs: median(storedTimes).toFixed(2),
  spamP90Ms: [...spamTimes].sort((a, b) => a - b)[89].toFixed(2),
  storedP90Ms: [...storedTimes].sort((a, b) => a - b)[89].toFixed(2),
});

// 4. Posts without a fill time, then a person from the same address.
const shared = `192.0.2.${1 + Math.floor(Math.random() * 254)}`;
const unsigned = [];
for (let n = 0; n < 200; n += 1) unsigned.push(await postEstimate({ as: shared }));
const person = await postEstimate({ as: shared, fillMs: HUMAN_MS });
print('200 posts without a fill time, then a person from the same address', {
  withoutFillTime: tally(unsigned),
  personAfter: person.status,
});
