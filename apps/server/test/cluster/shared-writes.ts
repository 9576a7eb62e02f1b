import { randomBytes } from 'node:crypto';
import { DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../../../infra/cluster/start-cluster.mjs';
import { filePart, multipart, smallJpeg } from '../upload-fixtures';
import { type InstanceName, type ProxyClient, visibleWithin } from './proxy-client';

/**
 * How soon a write on one instance must be seen on the other. Authenticated reads are never cached and see it at
 * once; the public lists may be cached per instance, and the change must reach the other instance's cache within
 * this time (docs/decisions), after which nothing stale may be served.
 */
const VISIBLE_WITHIN_MS = 100;

const other = (instance: InstanceName): InstanceName => (instance === 'app1' ? 'app2' : 'app1');
const admin = (privilege: string) => DEMO_ADMINS.find((a) => a.privilege === privilege)!;
const memberOne = DEMO_MEMBERS.find((m) => m.memberNo === '1001')!;

/** Images, notices, cars and payments written through one instance and read through the other. */
export function sharedWritesTests(get: () => { cluster: Cluster; proxy: ProxyClient }) {
  let proxy: ProxyClient;
  let memberCookie: string;
  let contentAdminCookie: string;
  let financeCookie: string;
  beforeAll(async () => {
    proxy = get().proxy;
    memberCookie = await proxy.login('member', { member: '1001', password: memberOne.password }, 'app1');
    const full = admin('Full_Access');
    contentAdminCookie = await proxy.login('admin', { phone: full.phone, password: full.password }, 'app2');
    const finance = admin('Finance_Access');
    financeCookie = await proxy.login('admin', { phone: finance.phone, password: finance.password }, 'app1');
  });

  async function upload(cookie: string, instance: InstanceName): Promise<{ url: string; bytes: Buffer }> {
    const body = multipart([filePart(await smallJpeg(`#${randomBytes(3).toString('hex')}`), 'photo.jpg')]);
    const res = await proxy.send('/api/uploads', { raw: body, cookie, instance });
    expect(res.status, res.body.toString()).toBe(201);
    const url = res.json().secure_url as string;
    const served = await proxy.send(url, { instance });
    expect(served.status).toBe(200);
    return { url, bytes: served.body };
  }

  /** The public answer at path, read on `instance` with its cache primed before the write. */
  const publicRead = (path: string, instance: InstanceName) => async () => {
    const res = await proxy.send(path, { instance });
    expect(res.status, path).toBe(200);
    return res.json();
  };

  /** Nothing stale after the change was seen: every further read on both instances agrees. */
  async function staysVisible(read: (instance: InstanceName) => Promise<boolean>) {
    for (let i = 0; i < 3; i++)
      for (const instance of ['app1', 'app2'] as const) expect(await read(instance), instance).toBe(true);
  }

  describe('images in the shared object store', () => {
    it('an image uploaded through one instance is served, the same bytes, by both', async () => {
      for (const instance of ['app1', 'app2'] as const) {
        const { url, bytes } = await upload(memberCookie, instance);
        const there = await proxy.send(url, { instance: other(instance) });
        expect(there.status).toBe(200);
        expect(there.headers['content-type']).toBe('image/jpeg');
        expect(there.headers['x-content-type-options']).toBe('nosniff');
        expect(Buffer.compare(there.body, bytes)).toBe(0);
      }
    });
  });

  describe('a write on one instance is read on the other', () => {
    it('a notice published on one is on the other’s front noticeboard, and its removal too', async () => {
      const { url: pic } = await upload(contentAdminCookie, 'app2');
      const caption = `Cluster notice ${randomBytes(4).toString('hex')}`;
      const front = publicRead('/api/notices-front', 'app1');
      const onFront = async (instance: InstanceName) =>
        ((await publicRead('/api/notices-front', instance)()) as { caption: string }[]).some(
          (n) => n.caption === caption,
        );
      expect(await onFront('app1')).toBe(false);
      // A date far ahead puts it first on the front noticeboard, which shows the newest by date.
      const published = await proxy.send('/api/publish-notice', {
        json: { date: '2099-12-31', caption, pic },
        cookie: contentAdminCookie,
        instance: 'app2',
      });
      expect(published.status, published.body.toString()).toBe(200);
      const id = published.json().id as number;
      const wrote = performance.now();
      await visibleWithin(
        async () => ((await front()) as { caption: string }[]).some((n) => n.caption === caption),
        wrote,
        VISIBLE_WITHIN_MS,
        'notice on app1',
      );
      await staysVisible(onFront);

      const removed = await proxy.send(`/api/notices/${id}`, {
        method: 'DELETE',
        cookie: contentAdminCookie,
        instance: 'app1',
      });
      expect(removed.json()).toEqual({ success: true });
      const removedAt = performance.now();
      const onApp2 = publicRead('/api/notices-front', 'app2');
      await visibleWithin(
        async () => !((await onApp2()) as { caption: string }[]).some((n) => n.caption === caption),
        removedAt,
        VISIBLE_WITHIN_MS,
        'notice removal on app2',
      );
      await staysVisible(async (instance) => !(await onFront(instance)));
    });

    it('a car added on one is in the other’s stock search and list, and leaves both once sold', async () => {
      const { url: pic } = await upload(memberCookie, 'app1');
      const model = `Cluster${randomBytes(4).toString('hex')}`;
      const searchPath = `/api/stocks/search?search=${model}`;
      const found = async (instance: InstanceName) =>
        ((await publicRead(searchPath, instance)()) as { entries: { id: number }[] }).entries.length === 1;
      const inStockList = async (instance: InstanceName, id: number) =>
        ((await publicRead('/api/stocks', instance)()) as { id: number }[]).some((c) => c.id === id);
      expect(await found('app2')).toBe(false);
      const listedBefore = (await publicRead('/api/stocks', 'app2')()) as unknown[];

      const created = await proxy.send('/api/stock-upload', {
        json: {
          brand: 'Toyota',
          model,
          model_year: 2018,
          reg_year: 2019,
          cc: 1500,
          color: 'White',
          mileage: 42000,
          asking_price: 2150000.5,
          pic,
        },
        cookie: memberCookie,
        instance: 'app1',
      });
      expect(created.status, created.body.toString()).toBe(200);
      const id = created.json().id as number;
      const wrote = performance.now();
      await visibleWithin(() => found('app2'), wrote, VISIBLE_WITHIN_MS, 'car in the search on app2');
      const hit = ((await publicRead(searchPath, 'app2')()) as { entries: Record<string, unknown>[] })
        .entries[0];
      expect(hit).toMatchObject({ id, model, asking_price: 2_150_000.5, member_no: '1001' });
      await visibleWithin(() => inStockList('app2', id), wrote, VISIBLE_WITHIN_MS, 'car in the list on app2');
      expect(((await publicRead('/api/stocks', 'app2')()) as unknown[]).length).toBe(listedBefore.length + 1);
      await staysVisible(found);
      expect(await inStockList('app1', id)).toBe(true);

      const sold = await proxy.send(`/api/stock/${id}/sold`, {
        json: {},
        cookie: memberCookie,
        instance: 'app2',
      });
      expect(sold.status).toBe(200);
      const soldAt = performance.now();
      await visibleWithin(async () => !(await found('app1')), soldAt, VISIBLE_WITHIN_MS, 'sold car on app1');
      await visibleWithin(
        async () => !(await inStockList('app1', id)),
        soldAt,
        VISIBLE_WITHIN_MS,
        'list on app1',
      );
      await staysVisible(async (instance) => !(await found(instance)));
    });

    it('a payment recorded on one is in the other’s books at once', async () => {
      const month = `${new Date().toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })}-${new Date().getUTCFullYear()}`;
      const bookPath = `/api/monthly-contributions?month=${month}`;
      const book = (await proxy.send(bookPath, { cookie: financeCookie, instance: 'app2' })).json();
      const row = (book.data as { id: number; due: number; payment: number }[]).find((r) => r.due > 0)!;
      expect(row, `a row with something due in ${month}`).toBeDefined();

      const paid = await proxy.send('/api/monthly-payment', {
        json: {
          main_id: row.id,
          date: new Date().toISOString().slice(0, 10),
          method: 'cash',
          note: 'cluster',
          amount: 1,
        },
        cookie: financeCookie,
        instance: 'app1',
      });
      expect(paid.status, paid.body.toString()).toBe(200);
      const payment = paid.json();
      // Authenticated answers are never cached: the other instance has it on the very next read.
      const payments = await proxy.send(`/api/monthly-payment/${row.id}`, {
        cookie: financeCookie,
        instance: 'app2',
      });
      expect(payments.headers['cache-control']).toBe('no-store');
      expect((payments.json() as { id: number }[]).map((p) => p.id)).toContain(payment.id);
      const after = (await proxy.send(bookPath, { cookie: financeCookie, instance: 'app2' })).json();
      const rowAfter = (after.data as typeof book.data).find((r: { id: number }) => r.id === row.id);
      expect(rowAfter).toMatchObject({ payment: row.payment + 1, due: row.due - 1 });
      expect(after.summary.total_collected).toBe(book.summary.total_collected + 1);
    });
  });
}
