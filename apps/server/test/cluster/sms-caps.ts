import { solveHumanProof } from '@samity/api/testing';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { InstanceName, ProxyClient } from './proxy-client';

/**
 * The SMS caps of issue 38 across the cluster: a flood of enquiries and alert codes sent through the proxy
 * to both instances in turn finds the per-dealer and per-phone caps whole, because they are counted in the
 * one database, not in either process. The cluster runs with the local SMS stand-in on, so SMS is sent, and
 * with easy challenges (cluster.cluster-test.ts); `db` reads the cluster's database.
 */
export function smsCapsTests(get: () => { proxy: ProxyClient; db: pg.Client }) {
  const instanceOf = (i: number): InstanceName => (i % 2 === 0 ? 'app1' : 'app2');
  /** A client address of its own on the loopback network (the proxy passes it on; TRUST_PROXY names Caddy). */
  const address = (i: number) => `127.0.${38 + Math.floor(i / 250)}.${(i % 250) + 1}`;

  async function proof(instance: InstanceName): Promise<string> {
    const res = await get().proxy.send('/api/proof-challenges', { json: {}, instance });
    expect(res.status).toBe(200);
    return solveHumanProof(res.json());
  }

  const rows = async (sql: string, values: unknown[] = []) => (await get().db.query(sql, values)).rows;

  describe('the per-dealer enquiry SMS cap across instances', () => {
    it('30 enquiries from 30 addresses to both instances: 10 SMS and one summary, all 30 in the inbox', async () => {
      const [car] = await rows(
        `SELECT c.id, c.member_id FROM stock_cars c JOIN members m ON m.id = c.member_id
         WHERE c.sold_at IS NULL AND m.status = 'active' AND m.phone ~ '^01[3-9][0-9]{8}$'
         ORDER BY c.id LIMIT 1`,
      );
      const dealerId = Number(car.member_id);
      const before = await rows('SELECT count(*)::int AS n FROM enquiries WHERE member_id = $1', [dealerId]);
      const answers: number[] = [];
      for (let i = 0; i < 30; i++) {
        const instance = instanceOf(i);
        const res = await get().proxy.send('/api/enquiries', {
          instance,
          from: address(i),
          json: {
            car_id: Number(car.id),
            name: 'Flood http://evil.example/pay',
            phone: `0191${String(4_000_000 + i).padStart(7, '0')}`,
            message: 'Pay at http://evil.example/pay',
            preferred_time: '',
            proof: await proof(instance),
          },
        });
        answers.push(res.status);
      }
      expect(answers).toEqual(Array(30).fill(200));
      const [after] = await rows('SELECT count(*)::int AS n FROM enquiries WHERE member_id = $1', [dealerId]);
      expect(after.n - before[0].n).toBe(30);
      const inbox = await rows(
        `SELECT count(*)::int AS n FROM notification_outbox
         WHERE member_id = $1 AND channel = 'inbox' AND kind = 'enquiry_received'`,
        [dealerId],
      );
      // The demo's own enquiries have no messages; each of the flood's has its inbox row.
      expect(inbox[0].n).toBe(30);
      const sms = await rows(
        `SELECT kind, body FROM notification_outbox WHERE member_id = $1 AND channel = 'sms'
         AND kind IN ('enquiry_received', 'enquiry_summary') ORDER BY id`,
        [dealerId],
      );
      expect(sms.filter((r) => r.kind === 'enquiry_received')).toHaveLength(10);
      expect(sms.filter((r) => r.kind === 'enquiry_summary')).toHaveLength(1);
      expect(sms).toHaveLength(11);
      for (const { body } of sms) expect(body).not.toContain('evil.example');
    });
  });

  describe('the alert code caps across instances', () => {
    const filters = {
      search: 'Axio',
      price_min: 1_000_000,
      price_max: 3_000_000,
      year_min: 2015,
      year_max: 2022,
    };
    const ask = async (i: number, from: string, phone: string) => {
      const instance = instanceOf(i);
      return get().proxy.send('/api/alerts', {
        instance,
        from,
        json: { phone, language: 'en', filters, proof: await proof(instance) },
      });
    };
    const codesTo = async (phone: string) =>
      (
        await rows(
          `SELECT count(*)::int AS n FROM notification_outbox WHERE kind = 'alert_code' AND recipient = $1`,
          [`+88${phone}`],
        )
      )[0].n;

    it('one phone asked 6 times from 6 addresses over both instances gets 3 codes', async () => {
      const phone = '01715000001';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await ask(i, address(100 + i), phone)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      expect(await codesTo(phone)).toBe(3);
    });

    it('one address asking for 7 phones over both instances reaches 5 of them', async () => {
      const statuses: number[] = [];
      const phones = Array.from({ length: 7 }, (_, i) => `0171600000${i}`);
      for (const [i, phone] of phones.entries()) statuses.push((await ask(i, address(200), phone)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const codes = await Promise.all(phones.map(codesTo));
      expect(codes).toEqual([1, 1, 1, 1, 1, 0, 0]);
    });
  });
}
