import type { Answer, HttpSession } from './http-session';

/** The tables the crash test writes to, with the audit action each write records. */
export const WRITE_KINDS = {
  deposit: { table: 'deposit_entries', action: 'deposit.create', marker: 'source' },
  payment: { table: 'monthly_payments', action: 'monthly.payment.create', marker: 'note' },
  complaint: { table: 'member_objections', action: 'objection.create', marker: 'objection' },
  ledger: { table: 'financial_entries', action: 'expense.create', marker: 'note' },
} as const;
export type WriteKind = keyof typeof WRITE_KINDS;

/** One write of the burst: its kind, the unique text that finds its row, and what the server answered. */
export interface CrashWrite {
  kind: WriteKind;
  marker: string;
  amountPoisha: number;
  send(): Promise<Answer>;
  answer?: Answer;
}

/**
 * 200 writes through the REST facade: 60 deposits, 50 monthly payments (each on a row of its own, so none is
 * refused as an overpayment), 30 complaints (a member's hourly filing limit) and 60 ledger entries, interleaved
 * so every kind is in flight when the server dies. Each carries a marker text unique to the run.
 */
export function crashWrites(
  run: string,
  sessions: { admin: HttpSession; member: HttpSession; memberNo: string },
  memberNos: string[],
  dueRowIds: number[],
): CrashWrite[] {
  const writes: CrashWrite[] = [];
  const { admin, member, memberNo } = sessions;
  for (let i = 0; i < 60; i++) {
    const marker = `${run} deposit ${i}`;
    const amountPoisha = 10_000 + i;
    writes.push({
      kind: 'deposit',
      marker,
      amountPoisha,
      send: () =>
        admin.call('POST', '/api/financial-debts', {
          member_no: memberNos[i % memberNos.length],
          source: marker,
          date: '2026-11-20',
          method: 'cash',
          amount: amountPoisha / 100,
          confirm_overpayment: true,
        }),
    });
  }
  for (let i = 0; i < 50; i++) {
    const marker = `${run} payment ${i}`;
    const amountPoisha = 1_000 + i;
    writes.push({
      kind: 'payment',
      marker,
      amountPoisha,
      send: () =>
        admin.call('POST', '/api/monthly-payment', {
          main_id: dueRowIds[i],
          date: '2026-11-20',
          method: 'cash',
          note: marker,
          amount: amountPoisha / 100,
        }),
    });
  }
  for (let i = 0; i < 30; i++) {
    const marker = `${run} complaint ${i}`;
    writes.push({
      kind: 'complaint',
      marker,
      amountPoisha: 0,
      send: () =>
        member.call('POST', '/api/objections', {
          member_no: memberNo,
          type: 'general objection',
          objection: marker,
        }),
    });
  }
  for (let i = 0; i < 60; i++) {
    const marker = `${run} ledger ${i}`;
    const amountPoisha = 20_000 + i;
    writes.push({
      kind: 'ledger',
      marker,
      amountPoisha,
      send: () =>
        admin.call('POST', '/api/financial-expenses', {
          type: i % 2 ? 'Income' : 'Expense',
          date: '2026-11-20',
          source: 'Crash test',
          method: 'cash',
          note: marker,
          amount: amountPoisha / 100,
        }),
    });
  }
  // Interleave deterministically (a fixed stride through the list) so the kinds are mixed in time.
  return writes.map((_, i) => writes[(i * 37) % writes.length] as CrashWrite);
}

/**
 * Fires every write at once and kills the server with SIGKILL as soon as `killAfter` of them have answered:
 * the rest are in flight (queued, in a transaction, or committed but not yet answered) when it dies.
 */
export async function burstAndKill(writes: CrashWrite[], killAfter: number, kill: () => void): Promise<void> {
  let answered = 0;
  await Promise.all(
    writes.map(async (write) => {
      write.answer = await write.send();
      answered += 1;
      if (answered === killAfter) kill();
    }),
  );
}
