import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFsStorage } from '../src/services/images';
import {
  createAdmin,
  createMember,
  FakeClock,
  registerTestPicture,
  type TestMember,
  type TestPicture,
  testCallers,
  useTestDb,
} from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The member's own car stock: adding with 1 to 6 uploaded pictures, listing (sold ones included), marking
 * sold (out of the public stock), deleting (pictures no record uses are deleted), and isolation.
 */
const handle = useTestDb();
const storage = createFsStorage({ rootDir: mkdtempSync(join(tmpdir(), 'samity-stock-images-')) });
let memberA: TestMember;
let memberB: TestMember;
const clock = new FakeClock();
const as = testCallers(handle, { now: clock.now, storage });
beforeAll(async () => {
  memberA = await createMember(handle.db, { password: 'member-a-pass-1', name: 'Stock Dealer A' });
  memberB = await createMember(handle.db, { password: 'member-b-pass-1' });
});

let counter = 0;
/**
 * A picture stored and registered the way the upload endpoint does, uploaded two days before the clock by
 * `by` (member A unless said otherwise); `hash` uploads the same picture again.
 */
async function uploaded(
  by: { memberId: number } | { adminId: number } = { memberId: memberA.id },
  hash = (++counter).toString(16).padStart(32, 'c'),
): Promise<TestPicture> {
  return registerTestPicture(handle.db, {
    hash,
    at: new Date(clock.now().getTime() - 48 * 3_600_000),
    storage,
    content: 'car',
    adminId: 'adminId' in by ? by.adminId : null,
    memberId: 'memberId' in by ? by.memberId : null,
  });
}

const car = {
  brand: 'Toyota',
  model: 'Premio',
  model_year: 2018,
  reg_year: 2019,
  cc: 1500,
  color: 'Pearl White',
  mileage: 42_000,
  asking_price: 2_750_000.5,
};

async function expectRefusedUnchanged(call: () => Promise<unknown>, code: string) {
  const before = await databaseFingerprint(handle.db);
  await expect(call()).rejects.toMatchObject({ code });
  expect(await databaseFingerprint(handle.db)).toEqual(before);
}

const publicIds = async () => {
  const anonymous = as.anonymous();
  const all = await anonymous.public.stock.list();
  const searched = await anonymous.public.stock.search({ search: 'Stock Dealer A', limit: 100 });
  return {
    all,
    list: all.map((c) => c.id),
    search: searched.entries.map((c) => c.id),
    total: searched.total,
  };
};

describe('member car stock', () => {
  it('adds a car owned by the session member with its pictures in order, at once in the public stock', async () => {
    const a = await as.member(memberA);
    const pics = [await uploaded(), await uploaded(), await uploaded()].map((p) => p.url);
    const created = await a.member.stock.create({
      ...car,
      member_no: memberA.memberNo,
      pics,
      member_id: memberB.id,
    } as never);
    expect(created).toEqual({
      id: expect.any(Number),
      ...car,
      pic: pics[0],
      pics,
      member_no: memberA.memberNo,
      sold_at: null,
    });
    expect(await a.member.stock.list({})).toEqual([created]);
    const pub = await publicIds();
    expect(pub.list).toContain(created.id);
    expect(pub.search).toEqual([created.id]);
    expect(pub.all.find((c) => c.id === created.id)).toMatchObject({
      pic: pics[0],
      pics,
      member_no: memberA.memberNo,
    });
  });

  it('stores a brand, model and colour typed in Bengali or a known spelling by their English names, and keeps an unknown colour as typed', async () => {
    const a = await as.member(memberA);
    const bengali = await a.member.stock.create({
      ...car,
      brand: 'টয়োটা',
      model: 'এক্সিও',
      color: 'ধূসর',
      pics: [(await uploaded()).url],
    });
    expect(bengali).toMatchObject({ brand: 'Toyota', model: 'Axio', color: 'Grey' });
    const other = await a.member.stock.create({
      ...car,
      color: 'Champagne gold',
      pics: [(await uploaded()).url],
    });
    expect(other.color).toBe('Champagne gold');
  });

  it('accepts `pic` alone (the one-picture shape) and refuses more than 6 pictures', async () => {
    const a = await as.member(memberA);
    const one = await uploaded();
    const created = await a.member.stock.create({ ...car, pic: one.url });
    expect(created.pics).toEqual([one.url]);
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploaded()));
    await expectRefusedUnchanged(
      () => a.member.stock.create({ ...car, pics: seven.map((p) => p.url) }),
      'BAD_REQUEST',
    );
  });

  it('refuses a missing field, bad numbers, no picture or a picture never uploaded with 400, writing nothing', async () => {
    const a = await as.member(memberA);
    const pic = (await uploaded()).url;
    for (const key of Object.keys(car) as (keyof typeof car)[]) {
      const { [key]: _left, ...without } = car;
      await expectRefusedUnchanged(
        () => a.member.stock.create({ ...without, pics: [pic] } as never),
        'BAD_REQUEST',
      );
    }
    for (const bad of [
      { brand: ' ' },
      { model_year: 1800 },
      { cc: 0 },
      { mileage: -1 },
      { asking_price: 0 },
      { asking_price: 10.123 },
      { color: 'x'.repeat(41) },
    ])
      await expectRefusedUnchanged(
        () => a.member.stock.create({ ...car, pics: [pic], ...bad } as never),
        'BAD_REQUEST',
      );
    await expectRefusedUnchanged(() => a.member.stock.create({ ...car, pics: [] }), 'BAD_REQUEST');
    await expectRefusedUnchanged(() => a.member.stock.create({ ...car }), 'BAD_REQUEST');
    await expectRefusedUnchanged(
      () => a.member.stock.create({ ...car, pics: ['javascript:alert(1)'] }),
      'BAD_REQUEST',
    );
    await expectRefusedUnchanged(
      () => a.member.stock.create({ ...car, pics: ['/uploads/ffffffffffffffffffffffffffffffff.jpg'] }),
      'BAD_REQUEST',
    );
  });

  it('refuses a picture another member or an admin uploaded (403, nothing written); the same photo uploaded by the member is theirs', async () => {
    const b = await as.member(memberB);
    const ofA = await uploaded({ memberId: memberA.id });
    await expectRefusedUnchanged(() => b.member.stock.create({ ...car, pics: [ofA.url] }), 'FORBIDDEN');
    const mine = await uploaded({ memberId: memberB.id });
    // One picture of someone else's among B's own is enough to refuse the car.
    await expectRefusedUnchanged(
      () => b.member.stock.create({ ...car, pics: [mine.url, ofA.url] }),
      'FORBIDDEN',
    );
    const admin = await createAdmin(handle.db, { privilege: 'Full_Access' });
    const sitePicture = await uploaded({ adminId: admin.id });
    await expectRefusedUnchanged(
      () => b.member.stock.create({ ...car, pics: [sitePicture.url] }),
      'FORBIDDEN',
    );
    await expect(b.member.stock.create({ ...car, pics: [ofA.url] })).rejects.toMatchObject({
      message: 'You can only use pictures you uploaded yourself.',
    });
    // B uploads the very same photo (same content, one stored picture): now B may use it too, and A still may.
    await uploaded({ memberId: memberB.id }, ofA.hash);
    expect((await b.member.stock.create({ ...car, pics: [mine.url, ofA.url] })).pics).toEqual([
      mine.url,
      ofA.url,
    ]);
    const a = await as.member(memberA);
    expect((await a.member.stock.create({ ...car, pics: [ofA.url] })).pics).toEqual([ofA.url]);
    for (const c of await b.member.stock.list({})) await b.member.stock.delete({ id: c.id });
  });

  it('marks a car sold: out of the public list and search, still in the member’s list with its time', async () => {
    const a = await as.member(memberA);
    const created = await a.member.stock.create({ ...car, model: 'Allion', pics: [(await uploaded()).url] });
    const before = await publicIds();
    clock.advanceSeconds(3600);
    const sold = await a.member.stock.update({ id: created.id });
    expect(sold).toEqual({ ...created, sold_at: clock.now().toISOString() });
    const after = await publicIds();
    expect(after.list).not.toContain(created.id);
    expect(after.search).not.toContain(created.id);
    expect(after.total).toBe(before.total - 1);
    expect((await a.member.stock.list({})).find((c) => c.id === created.id)).toEqual(sold);
    // Marking again keeps the first time.
    clock.advanceSeconds(60);
    expect((await a.member.stock.update({ id: created.id })).sold_at).toBe(sold.sold_at);
  });

  it('deletes a car and its pictures that no record uses; a picture another car uses stays', async () => {
    const a = await as.member(memberA);
    const own = await uploaded();
    const shared = await uploaded();
    const keep = await a.member.stock.create({ ...car, pics: [shared.url] });
    const gone = await a.member.stock.create({ ...car, pics: [own.url, shared.url] });
    expect(await a.member.stock.delete({ id: gone.id })).toEqual({ success: true });
    expect((await a.member.stock.list({})).map((c) => c.id)).not.toContain(gone.id);
    expect(await storage.exists(own.key)).toBe(false);
    expect(await storage.exists(own.thumbnailKey)).toBe(false);
    expect(await storage.exists(shared.key)).toBe(true);
    const pictures = await handle.db
      .selectFrom('stock_car_pictures')
      .select('url')
      .where('car_id', '=', gone.id)
      .execute();
    expect(pictures).toEqual([]);
    expect((await a.member.stock.list({})).map((c) => c.id)).toContain(keep.id);
  });

  it('refuses another member’s car (403, not 404) and another member_no, changing nothing', async () => {
    const a = await as.member(memberA);
    const b = await as.member(memberB);
    const pic = await uploaded();
    const created = await a.member.stock.create({ ...car, pics: [pic.url] });
    await expectRefusedUnchanged(() => b.member.stock.update({ id: created.id }), 'FORBIDDEN');
    await expectRefusedUnchanged(() => b.member.stock.delete({ id: created.id }), 'FORBIDDEN');
    await expectRefusedUnchanged(() => b.member.stock.list({ member_no: memberA.memberNo }), 'FORBIDDEN');
    await expectRefusedUnchanged(
      () => b.member.stock.create({ ...car, member_no: memberA.memberNo, pics: [pic.url] }),
      'FORBIDDEN',
    );
    expect(await storage.exists(pic.key)).toBe(true);
    expect(await b.member.stock.list({})).toEqual([]);
    await expectRefusedUnchanged(() => b.member.stock.delete({ id: 999_999_999 }), 'NOT_FOUND');
  });
});
