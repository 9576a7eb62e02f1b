import { describe, expect, it } from 'vitest';
import { createTestCaller, useTestDb } from '../src/testing';
import { contentFixtures } from './admin-site-images-fixtures';
import { databaseFingerprint } from './db-fingerprint';

/**
 * Service center logos and gallery pictures: add (one logo; one or more gallery pictures), list, delete
 * (the stored picture released when no record uses it), validation, 404 and audit rows.
 */
const handle = useTestDb();
const { storage, asAdmin, uploaded, auditRows } = contentFixtures('site-images');

const visitor = () => createTestCaller(handle);

describe('service centers', () => {
  it('adds a service center the public page shows at once, deletes it and releases the logo; audited', async () => {
    const admin = await asAdmin(handle);
    const logo = await uploaded(handle.db);
    const added = await admin.admin.serviceCenters.create({ pic: logo.url });
    expect(added).toEqual({ id: expect.any(Number), pic: logo.url });
    expect((await admin.admin.serviceCenters.list())[0]).toEqual(added);
    expect(await visitor().public.serviceCenters.list()).toContainEqual(added);
    expect((await auditRows(handle.db, 'serviceCenter.create')).at(-1)).toMatchObject({
      entity: 'service_center_images',
      entity_id: String(added.id),
      actor_admin_id: expect.any(Number),
    });

    expect(await admin.admin.serviceCenters.delete({ id: added.id })).toEqual({ success: true });
    expect(await visitor().public.serviceCenters.list()).not.toContainEqual(added);
    expect(await storage.exists(logo.key)).toBe(false);
    expect(await storage.exists(logo.thumbnailKey)).toBe(false);
    expect((await auditRows(handle.db, 'serviceCenter.delete')).at(-1)).toMatchObject({
      entity_id: String(added.id),
      before: expect.anything(),
    });
  });

  it('keeps a logo another record still uses', async () => {
    const admin = await asAdmin(handle);
    const logo = await uploaded(handle.db);
    const first = await admin.admin.serviceCenters.create({ pic: logo.url });
    const inGallery = await admin.admin.gallery.create({ pics: [logo.url] });
    await admin.admin.serviceCenters.delete({ id: first.id });
    expect(await storage.exists(logo.key)).toBe(true);
    await admin.admin.gallery.delete({ id: inGallery[0]!.id });
    expect(await storage.exists(logo.key)).toBe(false);
  });

  it('refuses a missing or foreign-looking picture and a missing id, writing nothing', async () => {
    const admin = await asAdmin(handle);
    const before = await databaseFingerprint(handle.db);
    for (const [input, message] of [
      [{}, 'pic'],
      [{ pic: '' }, 'A picture is required'],
      [{ pic: 'data:image/png;base64,AAAA' }, 'uploaded image address'],
      [{ pic: `/uploads/${'a'.repeat(600)}.jpg` }, 'too long'],
    ] as const)
      await expect(admin.admin.serviceCenters.create(input as never), message).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(message),
      });
    await expect(admin.admin.serviceCenters.delete({ id: 999_999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Service center not found.',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('gallery', () => {
  it('adds several pictures at once (a repeated one once), newest first; the public gallery shows them', async () => {
    const admin = await asAdmin(handle);
    const a = await uploaded(handle.db);
    const b = await uploaded(handle.db);
    const added = await admin.admin.gallery.create({ pics: [a.url, b.url, a.url] });
    expect(added.map((image) => image.pic)).toEqual([a.url, b.url]);
    const listed = await admin.admin.gallery.list();
    expect(listed.slice(0, 2).map((image) => image.pic)).toEqual([b.url, a.url]);
    const shown = await visitor().public.gallery.list();
    for (const image of added) expect(shown).toContainEqual(image);
    const audit = await auditRows(handle.db, 'gallery.create');
    expect(audit.at(-1)).toMatchObject({
      entity: 'gallery_images',
      entity_id: null,
      after: expect.anything(),
    });
  });

  it('deletes one picture, releasing it, and leaves the others', async () => {
    const admin = await asAdmin(handle);
    const a = await uploaded(handle.db);
    const b = await uploaded(handle.db);
    const [first, second] = await admin.admin.gallery.create({ pics: [a.url, b.url] });
    expect(await admin.admin.gallery.delete({ id: first!.id })).toEqual({ success: true });
    const ids = (await admin.admin.gallery.list()).map((image) => image.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).toContain(second!.id);
    expect(await storage.exists(a.key)).toBe(false);
    expect(await storage.exists(b.key)).toBe(true);
    expect((await auditRows(handle.db, 'gallery.delete')).at(-1)).toMatchObject({
      entity_id: String(first!.id),
    });
  });

  it('refuses no picture ("Please select an image"), too many and a missing id, writing nothing', async () => {
    const admin = await asAdmin(handle);
    const a = await uploaded(handle.db);
    const before = await databaseFingerprint(handle.db);
    for (const [input, message] of [
      [{ pics: [] }, 'Please select an image'],
      [{}, 'Please select an image'],
      [{ pics: Array.from({ length: 21 }, (_, i) => `/uploads/${i}.jpg`) }, 'At most 20'],
      [{ pics: [a.url, 'ftp://example.com/x.jpg'] }, 'uploaded image address'],
    ] as const)
      await expect(admin.admin.gallery.create(input as never), message).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(message),
      });
    await expect(admin.admin.gallery.delete({ id: 999_999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Image not found.',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('whose pictures admin content takes', () => {
  it("only admins' uploads: a member's photo is a 403 and a picture never uploaded a 400, on every screen, writing nothing", async () => {
    const { createMember } = await import('../src/testing');
    const admin = await asAdmin(handle);
    const member = await createMember(handle.db);
    const membersPhoto = await uploaded(handle.db, member.id);
    const never = '/uploads/0000000000000000000000000000beef.jpg';
    const adminsOwn = await uploaded(handle.db);
    const attempts: [() => Promise<unknown>, string][] = [
      [() => admin.admin.serviceCenters.create({ pic: membersPhoto.url }), 'FORBIDDEN'],
      [() => admin.admin.gallery.create({ pics: [adminsOwn.url, membersPhoto.url] }), 'FORBIDDEN'],
      [
        () => admin.admin.notices.create({ date: '2026-12-01', caption: 'Meeting', pic: membersPhoto.url }),
        'FORBIDDEN',
      ],
      [() => admin.admin.serviceCenters.create({ pic: never }), 'BAD_REQUEST'],
      [() => admin.admin.gallery.create({ pics: [never] }), 'BAD_REQUEST'],
      [
        () => admin.admin.notices.create({ date: '2026-12-01', caption: 'Meeting', pic: never }),
        'BAD_REQUEST',
      ],
    ];
    for (const [attempt, code] of attempts) {
      const before = await databaseFingerprint(handle.db);
      await expect(attempt()).rejects.toMatchObject({ code });
      expect(await databaseFingerprint(handle.db)).toEqual(before);
    }
    await expect(admin.admin.gallery.create({ pics: [membersPhoto.url] })).rejects.toMatchObject({
      message: 'Only pictures uploaded by an admin can be used here.',
    });
    // Another admin's upload is every admin's: site pictures are shared by the admins.
    const other = await asAdmin(handle);
    expect(await other.admin.gallery.create({ pics: [adminsOwn.url] })).toEqual([
      { id: expect.any(Number), pic: adminsOwn.url },
    ]);
  });
});
