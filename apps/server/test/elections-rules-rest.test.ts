import { createApiKey } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../packages/api/test/db-fingerprint';
import { SITE } from './auth-helpers';
import { cookieFor, useTestApp } from './helpers';

/**
 * Issue 34 §2 over REST, on the demo's Treasurer by-election (polling day passed, candidate list published):
 * an API key is refused every election write (403), a person's count beyond the ballots is a 400 naming the
 * rule and the field, a second publication of the locked list a 409; none writes anything.
 */
const t = useTestApp();
let cookie = '';
let key = '';
let election = { id: 0, candidates: [] as number[] };
beforeAll(async () => {
  cookie = await cookieFor(t, 'Full_Access');
  key = (await createApiKey(t.db.db, { privilege: 'Full_Access+' })).secret;
  const row = await t.db.db
    .selectFrom('elections')
    .select('id')
    .where('title', 'like', '%Treasurer by-election%')
    .executeTakeFirstOrThrow();
  const candidates = await t.db.db
    .selectFrom('election_candidates')
    .select('id')
    .where('election_id', '=', row.id)
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  election = { id: row.id, candidates: candidates.map((c) => c.id) };
});

const send = (
  method: 'PUT' | 'POST',
  url: string,
  payload: unknown,
  who: { cookie?: string; bearer?: string },
) =>
  t.app.inject({
    method,
    url,
    headers: {
      'content-type': 'application/json',
      host: SITE,
      origin: `http://${SITE}`,
      'sec-fetch-site': 'same-origin',
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...(who.bearer ? { authorization: `Bearer ${who.bearer}` } : {}),
    },
    payload: JSON.stringify(payload),
  });

describe('election rules over REST', () => {
  it('refuses a count beyond the ballots (400 on the field) to a person and every write to a key (403); nothing written', async () => {
    const count = {
      ballots_cast: 10,
      ballots_spoiled: 1,
      votes: election.candidates.map((candidate_id, i) => ({ candidate_id, votes: i === 0 ? 10 : 0 })),
    };
    const url = `/api/elections-admin/${election.id}/votes`;
    const before = await databaseFingerprint(t.db.db);
    const refused = await send('PUT', url, count, { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toMatchObject({
      key: 'elections.votesOverBallots',
      params: { votes: '10', valid: '9' },
      fieldErrors: { [`votes.${election.candidates[0]}`]: expect.stringContaining('9 valid ballots') },
    });
    const keyed = [
      await send(
        'PUT',
        url,
        { ...count, votes: count.votes.map((v) => ({ ...v, votes: 0 })) },
        { bearer: key },
      ),
      await send('POST', `/api/elections-admin/${election.id}/publish-candidates`, {}, { bearer: key }),
      await send(
        'POST',
        `/api/elections-admin/${election.id}/recounts`,
        { ...count, reason: 'Key' },
        { bearer: key },
      ),
      await send(
        'PUT',
        '/api/election-settings',
        { notice_days: 0, nomination_days: 1, candidate_list_days: 1 },
        { bearer: key },
      ),
    ];
    for (const answer of keyed) expect(answer.statusCode, answer.body).toBe(403);
    const again = await send(
      'POST',
      `/api/elections-admin/${election.id}/publish-candidates`,
      {},
      { cookie },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().data.key).toBe('elections.candidatesPublished');
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });
});
