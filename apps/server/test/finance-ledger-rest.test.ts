import { createAdmin, registerTestPicture } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, SITE } from './auth-helpers';
import { cookieFor, useTestApp } from './helpers';

/**
 * The REST face of the ledger, the balance check and the audit trail: the integrators' paths, the receipt string,
 * the id in the path with the whole entry in the body, the original's actor fields accepted and ignored,
 * /financial-expenses/deleted not taken for an id, and 400/404/409 as documented. The entries are dated in the
 * open year 2026-27 (the demo seed closes 2025-26), on days without a seeded entry (every sixth day from
 * 2025-11-20), so the filtered list holds only the test's entry.
 */
const t = useTestApp();
let cookie: string;
let adminName: string;
let adminId: number;
beforeAll(async () => {
  adminName = 'REST Treasurer';
  const admin = await createAdmin(t.db.db, { privilege: 'Finance_Access', name: adminName });
  adminId = admin.id;
  cookie = await cookieFor(t, admin);
});

const send = (method: 'PUT' | 'DELETE', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      cookie,
      'content-type': 'application/json',
      host: SITE,
      origin: `http://${SITE}`,
      'sec-fetch-site': 'same-origin',
    },
    payload: JSON.stringify(payload),
  });

/** Uploaded by an admin: ledger receipts take only admins' pictures. */
async function registeredPicture(name: string): Promise<string> {
  return (await registerTestPicture(t.db.db, { hash: name.padStart(32, '0'), at: new Date(), adminId })).url;
}

describe('ledger over REST', () => {
  it('adds, lists, edits, deletes and lists deleted entries at the integrators’ paths', async () => {
    const [first, second] = [await registeredPicture('a1'), await registeredPicture('a2')];
    const created = await postJson(
      t.app,
      '/api/financial-expenses',
      {
        type: 'Expense',
        date: '2026-07-04',
        source: 'Printing',
        method: 'cash',
        note: 'Leaflets',
        amount: '1500.50',
        receipt: `${first},${second}`,
        added_by: 'Somebody Else',
      },
      cookie,
    );
    expect(created.statusCode).toBe(200);
    const entry = created.json();
    expect(entry).toMatchObject({ amount: 1500.5, receipt: `${first},${second}`, added_by: adminName });

    const list = await getJson(
      t.app,
      '/api/financial-expenses?type=Expense&from=2026-07-04&to=2026-07-05&limit=5',
      cookie,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, entries: [{ id: entry.id }] });

    // New figures are a reversal and a new entry, never an edit: a 409 with its key, naming the fields.
    const moved = await send('PUT', `/api/financial-expenses/${entry.id}`, {
      date: '2026-07-05',
      source: 'Printing',
      method: 'bank',
      note: '',
      amount: 1200,
      receipt: second,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      data: { key: 'ledger.correctByReversal', params: { fields: 'amount,date' } },
    });
    const edited = await send('PUT', `/api/financial-expenses/${entry.id}`, {
      date: '2026-07-04',
      source: 'Printing',
      method: 'bank',
      note: '',
      amount: '1500.50',
      receipt: second,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: entry.id,
      type: 'Expense',
      amount: 1500.5,
      method: 'bank',
      receipt: second,
    });
    const bad = await send('PUT', `/api/financial-expenses/${entry.id}`, {
      ...edited.json<Record<string, unknown>>(),
      amount: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fieldErrors)).toEqual(['amount']);

    const receiptGone = await postJson(
      t.app,
      '/api/delete-receipt-image',
      { id: entry.id, url: second },
      cookie,
    );
    expect(receiptGone.json()).toMatchObject({ id: entry.id, receipt: '' });
    const noSuchReceipt = await postJson(
      t.app,
      '/api/delete-receipt-image',
      { id: entry.id, url: second },
      cookie,
    );
    expect(noSuchReceipt.statusCode).toBe(404);

    const deleted = await send('DELETE', `/api/financial-expenses/${entry.id}`, {
      deleted_by: 'Somebody Else',
      deleted_at: '2000-01-01 00:00:00',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await send('DELETE', `/api/financial-expenses/${entry.id}`, {})).statusCode).toBe(409);
    expect((await send('DELETE', '/api/financial-expenses/999999999', {})).statusCode).toBe(404);

    // Deleting reverses: the entry stays, linked to the reversing entry of the logged-in admin.
    const listed = await getJson(t.app, '/api/financial-expenses?limit=100', cookie);
    const rows = listed.json().entries as { id: number; original_id: number | null; added_by: string }[];
    const reversal = rows.find((row) => row.original_id === entry.id);
    expect(reversal).toMatchObject({ added_by: adminName, reason: 'Deleted' });
    expect(rows.find((row) => row.id === entry.id)).toMatchObject({ reversed_by: reversal?.id });
    const deletedList = await getJson(t.app, '/api/financial-expenses/deleted', cookie);
    expect(deletedList.statusCode).toBe(200);
  });

  it('answers the monthly totals, the balance check and the audit trail', async () => {
    const monthly = await getJson(t.app, '/api/financial-expenses/monthly?month=March-2001', cookie);
    expect(monthly.statusCode).toBe(200);
    expect(monthly.json()).toHaveLength(12);
    expect((await getJson(t.app, '/api/financial-expenses/monthly?month=Smarch', cookie)).statusCode).toBe(
      400,
    );

    const check = await getJson(t.app, '/api/update-member-balances', cookie);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ ok: true, logs: expect.arrayContaining([expect.any(String)]) });

    // The audit trail is for Full_Access and above: a Finance_Access session is refused.
    expect((await getJson(t.app, '/api/audit-log', cookie)).statusCode).toBe(403);
    const full = await cookieFor(t, 'Full_Access');
    const audit = await getJson(t.app, '/api/audit-log?area=expense&limit=10', full);
    expect(audit.statusCode).toBe(200);
    expect(audit.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'expense.delete',
      'expense.delete_receipt',
      'expense.update',
      'expense.create',
    ]);
    expect((await getJson(t.app, '/api/audit-log/filters', full)).json().areas).toContain('expense');
  });
});
