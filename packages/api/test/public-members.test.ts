import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCaller, useTestDb } from '../src/testing';

const handle = useTestDb();
let caller: ReturnType<typeof createTestCaller>;

beforeAll(async () => {
  caller = createTestCaller(handle);
});

describe('public.members.list', () => {
  it('returns every active member when called without paging', async () => {
    const all = await caller.public.members.list({});
    expect(all).toHaveLength(160);
    expect(all.every((m) => typeof m.member_no === 'string')).toBe(true);
  });

  it('pages by limit and offset in member-number order without overlap', async () => {
    const first = await caller.public.members.list({ limit: 12, offset: 0 });
    const second = await caller.public.members.list({ limit: 12, offset: 12 });
    expect(first).toHaveLength(12);
    expect(second).toHaveLength(12);
    expect(first[0]!.member_no).toBe('1001');
    expect(second[0]!.member_no).toBe('1013');
    const numbers = [...first, ...second].map((m) => m.member_no);
    expect(new Set(numbers).size).toBe(24);
  });

  it('answers a short last page and an empty page past the end', async () => {
    expect(await caller.public.members.list({ limit: 12, offset: 156 })).toHaveLength(4);
    expect(await caller.public.members.list({ limit: 12, offset: 500 })).toEqual([]);
  });

  it('never lists deceased members and never exposes password fields', async () => {
    const all = await caller.public.members.list({});
    expect(all.some((m) => Number(m.member_no) > 1160)).toBe(false);
    expect(Object.keys(all[0]!).sort()).toEqual([
      'address',
      'business',
      'father',
      'id',
      'member_no',
      'name',
      'phone',
      'pic',
    ]);
  });

  it('rejects bad paging input', async () => {
    await expect(caller.public.members.list({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.public.members.list({ limit: 12, offset: -1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.public.members.list({ offset: 5 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('public.members.search', () => {
  it('finds by member number', async () => {
    const found = await caller.public.members.search({ search: '1042' });
    expect(found.map((m) => m.member_no)).toEqual(['1042']);
  });

  it('finds by part of a name or business, case-insensitively', async () => {
    const [sample] = await caller.public.members.list({ limit: 1, offset: 7 });
    const namePart = sample!.name.split(' ')[1]!.toLowerCase();
    const byName = await caller.public.members.search({ search: namePart });
    expect(byName.length).toBeGreaterThan(0);
    expect(
      byName.every((m) => `${m.member_no} ${m.name} ${m.business}`.toLowerCase().includes(namePart)),
    ).toBe(true);
    const businessPart = sample!.business.split(' ').slice(-1)[0]!.toUpperCase();
    const byBusiness = await caller.public.members.search({ search: businessPart });
    expect(byBusiness.map((m) => m.id)).toContain(sample!.id);
  });

  it('treats LIKE wildcards literally and returns nothing for no match', async () => {
    expect(await caller.public.members.search({ search: '%' })).toEqual([]);
    expect(await caller.public.members.search({ search: 'zzzz-no-such-dealer' })).toEqual([]);
  });

  it('rejects an empty search', async () => {
    await expect(caller.public.members.search({ search: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
