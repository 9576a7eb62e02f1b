import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin, testCallers, useTestDb } from '../src/testing';
import { addLedger } from './year-end-books';
import { addMeeting, markAudited } from './year-life-fixtures';

/**
 * Random sequences of admin actions around one year's appropriation (create an admin, reset, disable, enable,
 * let time pass, try to approve), by the proposer or by another established admin. Whatever happens, an
 * approved appropriation's approver is one the rule allows, checked against a model kept here: not the
 * proposer, an account that existed 30 days before the proposal, and one the proposer did not create, reset or
 * re-enable from then on. And at least one enabled Full_Access+ admin always remains. Each run closes a year
 * of its own (2090, 2091, ...), so runs never share a proposal.
 */
// Without the demo, whose 2025-26 is closed and whose opening balances are locked: these books start afresh.
const handle = useTestDb({ empty: true });
let time = Date.parse('2121-08-01T06:00:00Z');
const now = () => new Date(time);
const as = testCallers(handle, { now, loginNow: now });
const DAY = 86_400_000;
const RUNS = 8;
let phones = 0;

let year = 2090;
let other: TestAdmin;
beforeAll(async () => {
  const finance = await createAdmin(handle.db, { privilege: 'Finance_Access' });
  for (let y = 2090; y <= 2120; y++)
    await addLedger(handle.db, finance.id, {
      type: 'Income',
      date: `${y}-09-01`,
      source: 'Rent',
      method: 'Cash',
      poisha: 100_000,
    });
  await (await as.admin('Full_Access')).finance.yearEnd.saveOpening({
    as_of: '2090-07-01',
    cash: 0,
    bank: 0,
    wallet: 0,
    dues_receivable: 0,
    member_deposits: 0,
    reserve_fund: 0,
    development_fund: 0,
    other_funds: 0,
  });
  other = await createAdmin(handle.db, { privilege: 'Full_Access+' });
});

type Actor = 'proposer' | 'other';
type Command =
  | { kind: 'create'; by: Actor }
  | { kind: 'reset'; by: Actor; target: number }
  | { kind: 'disable'; by: Actor; target: number }
  | { kind: 'enable'; by: Actor; target: number }
  | { kind: 'wait'; days: number }
  | { kind: 'approve'; who: number };

const actor = fc.constantFrom<Actor>('proposer', 'other');
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), by: actor }),
  fc.record({ kind: fc.constant('reset' as const), by: actor, target: fc.nat(20) }),
  fc.record({ kind: fc.constant('disable' as const), by: actor, target: fc.nat(20) }),
  fc.record({ kind: fc.constant('enable' as const), by: actor, target: fc.nat(20) }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('approve' as const), who: fc.nat(20) }),
);

/** An account of the pool: its login, and what the model knows of it. */
interface Account {
  admin: TestAdmin;
  createdAt: number;
  createdBy: number | null;
  /** Resets and re-enablings: when, by whom. */
  changes: { at: number; by: number }[];
  disabled: boolean;
}

describe('the two-person rule under random admin actions', () => {
  it('never ends with an appropriation approved by an account the rule excludes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        const y = year++;
        time += DAY;
        await (await as.admin('Full_Access')).finance.yearEnd.close({ year: y });
        await markAudited(handle.db, `${y}-07-01`);
        const { resolution } = await addMeeting(handle.db, { date: `${y + 1}-08-01` });
        const proposerAdmin = await createAdmin(handle.db, { privilege: 'Full_Access+' });
        const proposer = await as.admin(proposerAdmin);
        const proposal = (await proposer.finance.yearEnd.propose({ year: y, other_bp: 0 })).entries.find(
          (e) => e.year === y,
        )!;
        const proposedAt = time;
        // The pool: two established accounts, then whatever the commands create.
        const pool: Account[] = [];
        for (let i = 0; i < 2; i++)
          pool.push({
            admin: await createAdmin(handle.db, { privilege: 'Full_Access' }),
            createdAt: 0,
            createdBy: null,
            changes: [],
            disabled: false,
          });
        const by = (who: Actor) => (who === 'proposer' ? proposerAdmin : other);
        const takeOver = async (account: Account, temporary: string) => {
          const password = `own-password-${account.admin.id}-${time}`;
          const caller = await as.admin({ ...account.admin, password: temporary });
          await caller.auth.admin.changePassword({
            current_password: temporary,
            new_password: password,
            confirm_new_password: password,
          });
          account.admin = { ...account.admin, password };
        };
        for (const c of commands) {
          time += 1_000;
          const pick = (n: number) => pool[n % pool.length]!;
          if (c.kind === 'wait') time += c.days * DAY;
          else if (c.kind === 'create') {
            phones += 1;
            const made = await (await as.admin(by(c.by))).admin.admins.create({
              name: 'Pool admin',
              phone: `0197${String(phones).padStart(7, '0')}`,
              privilege: 'Full_Access',
            });
            const account: Account = {
              admin: {
                kind: 'admin',
                id: made.admin.id,
                phone: made.admin.phone,
                privilege: 'Full_Access',
                password: '',
              },
              createdAt: time,
              createdBy: by(c.by).id,
              changes: [],
              disabled: false,
            };
            pool.push(account);
            await takeOver(account, made.temporary_password);
          } else if (c.kind === 'reset') {
            const target = pick(c.target);
            if (target.disabled) continue;
            const { temporary_password } = await (await as.admin(by(c.by))).admin.admins.resetPassword({
              id: target.admin.id,
            });
            target.changes.push({ at: time, by: by(c.by).id });
            await takeOver(target, temporary_password);
          } else if (c.kind === 'disable') {
            const target = pick(c.target);
            if (target.disabled) continue;
            await (await as.admin(by(c.by))).admin.admins.disable({ id: target.admin.id });
            target.disabled = true;
          } else if (c.kind === 'enable') {
            const target = pick(c.target);
            if (!target.disabled) continue;
            await (await as.admin(by(c.by))).admin.admins.enable({ id: target.admin.id });
            target.disabled = false;
            target.changes.push({ at: time, by: by(c.by).id });
          } else {
            const who = pick(c.who);
            if (who.disabled) continue;
            await (await as.admin(who.admin)).finance.yearEnd
              .approve({ id: proposal.id, version: proposal.version, resolution })
              .catch((error: { code?: string }) => {
                if (error.code !== 'FORBIDDEN' && error.code !== 'CONFLICT') throw error;
              });
          }
        }
        const final = (await proposer.finance.yearEnd.appropriations()).entries.find((e) => e.year === y)!;
        if (final.approved_by !== null) {
          const approver = pool.find((a) => a.admin.id === final.approved_by);
          expect(approver, 'approved by an account outside the pool').toBeDefined();
          const since = proposedAt - 30 * DAY;
          expect(approver!.admin.id).not.toBe(proposerAdmin.id);
          expect(approver!.createdAt).toBeLessThanOrEqual(since);
          // What the proposer did to the approver before the approval counts; a reset after it changes nothing
          // about who approved (the rule is checked at the approval, as a person would).
          const approvedAt = new Date(final.approved_at!).getTime();
          expect(
            approver!.changes.filter(
              (ch) => ch.by === proposerAdmin.id && ch.at >= since && ch.at <= approvedAt,
            ),
          ).toEqual([]);
        }
        const enabledPlus = await handle.db
          .selectFrom('admins')
          .select('id')
          .where('privilege', '=', 'Full_Access+')
          .where('disabled_at', 'is', null)
          .execute();
        expect(enabledPlus.length).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
