import { formatNumber, type Privilege } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { createMember, recordingLogger, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The balance check (GET /api/update-member-balances): recomputes every figure from the entries, reports
 * invariant violations with the original's closing line, and stores nothing.
 */
const handle = useTestDb();

const FAILURE = 'Error occurred while updating members.';

const asAdmin = (privilege: Privilege = 'Finance_Access', log = recordingLogger()) =>
  testCallers(handle).admin(privilege, { log });

const taka = (amount: number) => formatNumber(amount, 'en', 2);

describe('balance check', () => {
  it('finds the demo data consistent, reports the figures and changes nothing', async () => {
    const api = await asAdmin();
    const deposits = await api.finance.deposits.list({});
    const before = await databaseFingerprint(handle.db);
    const result = await api.finance.balanceCheck.check();
    expect(await databaseFingerprint(handle.db)).toEqual(before);

    expect(result.ok).toBe(true);
    expect(result.logs[0]).toBe(`Checked ${deposits.members.length} members.`);
    expect(result.logs).toContain(
      `Total deposit ${taka(deposits.total_deposit)} = sum of members' deposits.`,
    );
    expect(result.logs).toContain(`Total due ${taka(deposits.total_due)} = sum of members' dues.`);
    expect(result.logs).toContain(
      `Fully paid members ${deposits.full_paid_count} = members with nothing due.`,
    );
    expect(
      result.logs.some((line) =>
        /^Ledger: \d+ active entries, signed sum .* = the last running balance\.$/.test(line),
      ),
    ).toBe(true);
    expect(result.logs.at(-1)).toBe('No problems found. Nothing was changed.');
    expect(result.logs).not.toContain(FAILURE);
  });

  it('lists an overpaid monthly row for review by member and row (a confirmed overpayment, no fault), and stores nothing', async () => {
    const api = await asAdmin();
    const member = await createMember(handle.db);
    const book = await handle.db
      .insertInto('monthly_books')
      .values({ month: '2099-01-01', amount_poisha: 60_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const due = await handle.db
      .insertInto('monthly_dues')
      .values({ book_id: book.id, member_id: member.id, payable_poisha: 60_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Two payments of 400 on a row of 600, as the desk records them once the admin confirms the second.
    await handle.db
      .insertInto('monthly_payments')
      .values([
        { due_id: due.id, date: '2099-01-05', method: 'cash', amount_poisha: 40_000 },
        { due_id: due.id, date: '2099-01-06', method: 'bank', amount_poisha: 40_000 },
      ])
      .execute();
    try {
      const before = await databaseFingerprint(handle.db);
      const result = await api.finance.balanceCheck.check();
      expect(await databaseFingerprint(handle.db)).toEqual(before);

      expect(result.ok).toBe(true);
      expect(result.logs).toContain(
        `Member ${member.memberNo}: monthly row ${due.id} (January-2099) is overpaid: payment 800.00 > payable 600.00 (overpaid by 200.00).`,
      );
      expect(result.logs.at(-1)).toMatch(
        /^No faults found; \d+ overpayments and reversed entries listed above to review\. Nothing was changed\.$/,
      );
      expect(result.logs).not.toContain(FAILURE);
    } finally {
      await handle.db.deleteFrom('monthly_books').where('id', '=', book.id).execute();
    }
    const after = await api.finance.balanceCheck.check();
    expect(after.logs.some((line) => line.includes(`monthly row ${due.id} `))).toBe(false);
  });

  it('answers ok=false with the failure line, and logs the error, when the check itself cannot run', async () => {
    const log = recordingLogger();
    const api = await asAdmin('Finance_Access', log);
    const member = await createMember(handle.db);
    // Two entries whose sum is past the largest exact integer: reading the member's deposits fails.
    const huge = Number.MAX_SAFE_INTEGER - 1000;
    await handle.db
      .insertInto('deposit_entries')
      .values(
        [huge, 2000].map((amount_poisha) => ({
          member_id: member.id,
          source: 'Overflow',
          date: '2099-01-01',
          method: 'cash',
          amount_poisha,
        })),
      )
      .execute();
    try {
      const result = await api.finance.balanceCheck.check();
      expect(result.ok).toBe(false);
      expect(result.logs.slice(-2)).toEqual(['The check could not be completed.', FAILURE]);
      expect(log.entries).toContainEqual(
        expect.objectContaining({
          level: 'error',
          obj: expect.objectContaining({ event: 'balanceCheck.failed' }),
        }),
      );
    } finally {
      await handle.db.deleteFrom('deposit_entries').where('member_id', '=', member.id).execute();
    }
  });

  it('is open to Finance_Access and above, refused to Member_Access', async () => {
    expect((await (await asAdmin('Full_Access')).finance.balanceCheck.check()).ok).toBe(true);
    await expect((await asAdmin('Member_Access')).finance.balanceCheck.check()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
