import { describe, expect, it } from 'vitest';
import { createApiKey, createTestCaller, testCallers, useTestDb } from '../src/testing';
import { contentFixtures } from './admin-site-images-fixtures';
import { databaseFingerprint } from './db-fingerprint';

/** The notice board controller: list, publish (all fields required), delete (picture released), audit. */
const handle = useTestDb();
const { storage, clock, asAdmin, uploaded, auditRows } = contentFixtures('notices');

const publicNotices = async () => (await createTestCaller(handle).public.notices.list()).map((n) => n.id);

describe('admin notices', () => {
  it('publishes a notice that the admin list and the public noticeboard show at once; audited', async () => {
    const admin = await asAdmin(handle);
    const pic = await uploaded(handle.db);
    const notice = await admin.admin.notices.create({
      date: '2099-01-02',
      caption: '  AGM on Friday  ',
      pic: pic.url,
    });
    expect(notice).toEqual({
      id: expect.any(Number),
      date: '2099-01-02',
      caption: 'AGM on Friday',
      caption_en: null,
      pic: pic.url,
    });
    expect((await admin.admin.notices.list())[0]).toEqual(notice);
    expect((await publicNotices())[0]).toBe(notice.id);
    const row = await handle.db
      .selectFrom('notices')
      .select(['created_by', 'created_at'])
      .where('id', '=', notice.id)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toEqual(expect.any(Number));
    expect(new Date(row.created_at).toISOString()).toBe(clock.now().toISOString());
    const audit = await auditRows(handle.db, 'notice.create');
    expect(audit.at(-1)).toMatchObject({
      entity: 'notices',
      entity_id: String(notice.id),
      actor_admin_id: row.created_by,
    });
  });

  it('keeps an optional caption in English (trimmed; blank or absent is none) and audits it', async () => {
    const admin = await asAdmin(handle);
    const pic = await uploaded(handle.db);
    const both = await admin.admin.notices.create({
      date: '2099-02-01',
      caption: 'সাধারণ সভা শুক্রবার',
      caption_en: '  General meeting on Friday\n2 pm  ',
      pic: pic.url,
    });
    expect(both).toMatchObject({ caption: 'সাধারণ সভা শুক্রবার', caption_en: 'General meeting on Friday\n2 pm' });
    expect((await createTestCaller(handle).public.notices.list()).find((n) => n.id === both.id)).toEqual(
      both,
    );
    expect((await admin.admin.notices.list()).find((n) => n.id === both.id)).toEqual(both);
    const stored = await handle.db
      .selectFrom('notices')
      .select(['caption', 'caption_en'])
      .where('id', '=', both.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ caption: 'সাধারণ সভা শুক্রবার', caption_en: 'General meeting on Friday\n2 pm' });
    const audit = await auditRows(handle.db, 'notice.create');
    expect(audit.find((row) => row.entity_id === String(both.id))).toMatchObject({
      after: expect.objectContaining({ caption_en: 'General meeting on Friday\n2 pm' }),
    });
    for (const caption_en of ['', '   ', null, undefined]) {
      const notice = await admin.admin.notices.create({
        date: '2099-02-02',
        caption: 'Only one',
        caption_en,
        pic: pic.url,
      });
      expect(notice.caption_en, JSON.stringify(caption_en)).toBeNull();
    }
    const longest = 'e'.repeat(500);
    const atLimit = await admin.admin.notices.create({
      date: '2099-02-03',
      caption: 'x',
      caption_en: longest,
      pic: pic.url,
    });
    expect(atLimit.caption_en).toBe(longest);
  });

  it('lists the newest notices by date first', async () => {
    const admin = await asAdmin(handle);
    const pic = await uploaded(handle.db);
    const older = await admin.admin.notices.create({ date: '2098-05-01', caption: 'Older', pic: pic.url });
    const newer = await admin.admin.notices.create({ date: '2098-06-01', caption: 'Newer', pic: pic.url });
    const ids = (await admin.admin.notices.list()).map((n) => n.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('refuses a missing or bad field with a 400 naming it and writes nothing', async () => {
    const admin = await asAdmin(handle);
    const pic = await uploaded(handle.db);
    const valid = { date: '2099-03-04', caption: 'Caption', pic: pic.url };
    const before = await databaseFingerprint(handle.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, caption: '   ' }, 'Caption is required'],
      [{ ...valid, caption: 'x'.repeat(501) }, 'at most 500'],
      [{ ...valid, date: '' }, 'Date is required'],
      [{ ...valid, date: '2099-02-30' }, 'real date'],
      [{ ...valid, date: '04/03/2099' }, 'real date'],
      [{ ...valid, pic: '' }, 'A picture is required'],
      [{ ...valid, pic: 'javascript:alert(1)' }, 'uploaded image address'],
      [{ ...valid, caption: 'bad\u0000caption' }, 'control'],
      [{ date: valid.date, caption: valid.caption }, 'pic'],
      [{ ...valid, caption_en: 'e'.repeat(501) }, 'Caption in English must be at most 500'],
      [{ ...valid, caption_en: 'bad\u0000caption' }, 'control'],
      [{ ...valid, caption_en: 5 }, 'caption_en'],
      [{ ...valid, caption_en: false }, 'caption_en'],
      [{ ...valid, caption_en: ['English'] }, 'caption_en'],
      [{ ...valid, caption_en: { text: 'English' } }, 'caption_en'],
    ];
    for (const [input, message] of cases)
      await expect(admin.admin.notices.create(input as never), message).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(message),
      });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('deletes a notice, leaves the public page at once and releases a picture no record uses', async () => {
    const admin = await asAdmin(handle);
    const own = await uploaded(handle.db);
    const shared = await uploaded(handle.db);
    const gone = await admin.admin.notices.create({ date: '2099-04-01', caption: 'Gone', pic: own.url });
    const sharing = await admin.admin.notices.create({
      date: '2099-04-02',
      caption: 'Shares',
      pic: shared.url,
    });
    const alsoSharing = await admin.admin.notices.create({
      date: '2099-04-03',
      caption: 'Too',
      pic: shared.url,
    });
    expect(await admin.admin.notices.delete({ id: gone.id })).toEqual({ success: true });
    expect(await admin.admin.notices.delete({ id: alsoSharing.id })).toEqual({ success: true });
    expect(await publicNotices()).not.toContain(gone.id);
    expect((await admin.admin.notices.list()).map((n) => n.id)).not.toContain(gone.id);
    expect(await storage.exists(own.key)).toBe(false);
    expect(await storage.exists(own.thumbnailKey)).toBe(false);
    expect(await storage.exists(shared.key)).toBe(true);
    expect((await admin.admin.notices.list()).map((n) => n.id)).toContain(sharing.id);
    const audit = await auditRows(handle.db, 'notice.delete');
    expect(audit.find((row) => row.entity_id === String(gone.id))).toMatchObject({
      entity: 'notices',
      before: expect.anything(),
    });
  });

  it('answers 404 for a notice that does not exist and writes nothing', async () => {
    const admin = await asAdmin(handle);
    const before = await databaseFingerprint(handle.db);
    await expect(admin.admin.notices.delete({ id: 999_999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Notice not found.',
    });
    await expect(admin.admin.notices.delete({ id: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses admins without Full_Access and writes nothing', async () => {
    const pic = await uploaded(handle.db);
    const callers = [await asAdmin(handle, 'Finance_Access'), await asAdmin(handle, 'Member_Access')];
    const before = await databaseFingerprint(handle.db);
    for (const admin of callers) {
      await expect(
        admin.admin.notices.create({ date: '2099-01-01', caption: 'No', caption_en: 'No', pic: pic.url }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(admin.admin.notices.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses an API key without Full_Access and writes nothing; an integrator’s Full_Access key sets both captions', async () => {
    const pic = await uploaded(handle.db);
    const callers = testCallers(handle, { now: clock.now, storage });
    const weak = await callers.apiKey(await createApiKey(handle.db, { privilege: 'Finance_Access' }));
    const before = await databaseFingerprint(handle.db);
    for (const caption_en of [undefined, 'In English'])
      await expect(
        weak.admin.notices.create({ date: '2099-01-01', caption: 'No', caption_en, pic: pic.url }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    // API keys are the integrators' way in (docs/decisions/013-api-keys.md): one with Full_Access publishes as an admin.
    const full = await callers.apiKey(await createApiKey(handle.db, { privilege: 'Full_Access' }));
    const notice = await full.admin.notices.create({
      date: '2099-01-01',
      caption: 'Yes',
      caption_en: 'In English',
      pic: pic.url,
    });
    expect(notice).toMatchObject({ caption: 'Yes', caption_en: 'In English' });
  });
});
