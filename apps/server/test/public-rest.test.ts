import { describe, expect, it } from 'vitest';
import { proofFrom, useTestApp } from './helpers';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const complaintCount = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('public_complaints')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const postComplaint = async (body: object, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public-complains-add',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ proof: await proofFrom(t.app), ...body }),
    remoteAddress,
  });
const validComplaint = {
  name: 'Rahim Uddin',
  phone: '01712345678',
  member_no: '1042',
  business: 'Dhaka Car House',
  issue: 'The dealer kept my advance.',
};

describe('public lists over REST', () => {
  it.each([
    [
      '/api/deceased-members',
      10,
      ['address', 'business', 'father', 'id', 'member_no', 'name', 'phone', 'pic'],
    ],
    ['/api/committee', 11, ['id', 'member_no', 'name', 'pic', 'resolution', 'title']],
    ['/api/founding-committee', 7, ['id', 'member_no', 'name', 'pic']],
    ['/api/previous-committees', 21, ['id', 'member_no', 'name', 'pic', 'term', 'term_label', 'title']],
    ['/api/notices-front', 7, ['caption', 'caption_en', 'date', 'id', 'pic']],
    ['/api/service-centers', 8, ['id', 'pic']],
    ['/api/fetch-gallery', 24, ['id', 'pic']],
  ])('GET %s answers %i rows with the integrators’ field names', async (url, count, fields) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(count);
    expect(Object.keys(body[0]).sort()).toEqual(fields);
  });

  it('GET /api/previous-committees labels the terms (1st, Adok, Second, Third Committee)', async () => {
    const body: { term: string; term_label: string }[] = (await get('/api/previous-committees')).json();
    expect([...new Set(body.map((r) => `${r.term}=${r.term_label}`))]).toEqual([
      '1=1st Committee',
      'adok=Adok Committee',
      '2=Second Committee',
    ]);
  });

  it('GET /api/notices-front lists newest by date first', async () => {
    const dates = (await get('/api/notices-front')).json().map((n: { date: string }) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('stock over REST', () => {
  it('GET /api/stocks without parameters returns the whole list, prices in taka', async () => {
    const res = await get('/api/stocks');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(200);
    expect(body[0]).toMatchObject({ asking_price: expect.any(Number), name: expect.any(String) });
    expect(body.every((c: { asking_price: number }) => c.asking_price >= 500_000)).toBe(true);
  });

  it('GET /api/stocks/search filters, sorts and pages from query-string values', async () => {
    const url =
      '/api/stocks/search?search=toyota&cc_band=1501to2000&year_min=2010&sort=priceAsc&limit=5&offset=0';
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const { entries, hasMore } = res.json();
    expect(entries).toHaveLength(5);
    expect(hasMore).toBe(true);
    for (const car of entries) {
      expect(car.brand).toBe('Toyota');
      expect(car.cc).toBeGreaterThanOrEqual(1501);
      expect(car.cc).toBeLessThanOrEqual(2000);
      expect(car.model_year).toBeGreaterThanOrEqual(2010);
    }
    const prices = entries.map((c: { asking_price: number }) => c.asking_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('treats empty filter values as the defaults and answers an empty page for no match', async () => {
    const blank = (
      await get('/api/stocks/search?price_min=&price_max=&year_min=&year_max=&limit=100')
    ).json();
    const plain = (await get('/api/stocks/search?limit=100')).json();
    expect(blank).toEqual(plain);
    // A search that finds nothing carries the nearest known car name; none is near "zzz-none".
    expect((await get('/api/stocks/search?search=zzz-none')).json()).toEqual({
      entries: [],
      hasMore: false,
      total: 0,
      suggestion: null,
    });
  });

  it.each([
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['offset=-3', 'offset'],
    ['price_min=5000000&price_max=100000', 'price_min'],
    ['price_min=lots', 'price_min'],
    ['year_min=1800', 'year_min'],
    ['year_max=3000', 'year_max'],
    ['year_min=2020&year_max=2010', 'year_min'],
    ['sort=cheapest', 'sort'],
    ['cc_band=huge', 'cc_band'],
  ])('answers ?%s with 400 and a message for %s', async (query, field) => {
    const res = await get(`/api/stocks/search?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(Object.keys(body.data.fieldErrors)).toEqual([field]);
    expect(body.data.fieldErrors[field][0]).toMatch(/\w+/);
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts:\d+/);
  });
});

describe('POST /api/public-complains-add', () => {
  it('files one complaint and answers success', async () => {
    const before = await complaintCount();
    const res = await postComplaint({ ...validComplaint, phone: '+8801712345678' }, '192.0.2.10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await complaintCount()).toBe(before + 1);
  });

  it.each([
    ['a bad phone', { ...validComplaint, phone: '12345' }, 'phone', /Enter a Bangladeshi mobile number/],
    ['a missing name', { ...validComplaint, name: '' }, 'name', /Enter your name/],
    ['a missing issue', { ...validComplaint, issue: undefined }, 'issue', /Describe your issue/],
  ])('answers %s with 400, a message for the field, and writes nothing', async (_, body, field, message) => {
    const before = await complaintCount();
    const res = await postComplaint(body, '192.0.2.20');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fieldErrors[field as string][0]).toMatch(message);
    expect(await complaintCount()).toBe(before);
  });

  it('refuses a body that is not JSON and writes nothing', async () => {
    const before = await complaintCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public-complains-add',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a&phone=01712345678&issue=b',
      remoteAddress: '192.0.2.30',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await complaintCount()).toBe(before);
  });

  it('answers 429 with a clear message after 5 complaints from one address, writing nothing more', async () => {
    const before = await complaintCount();
    for (let i = 0; i < 5; i++)
      expect((await postComplaint(validComplaint, '192.0.2.40')).statusCode).toBe(200);
    const refused = await postComplaint(validComplaint, '192.0.2.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./);
    expect(await complaintCount()).toBe(before + 5);
    expect((await postComplaint(validComplaint, '192.0.2.41')).statusCode).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('lists every public path with its method', async () => {
    const doc = (await get('/api/openapi.json')).json();
    const expected: [string, string][] = [
      ['/members', 'get'],
      ['/members/search', 'get'],
      ['/deceased-members', 'get'],
      ['/committee', 'get'],
      ['/founding-committee', 'get'],
      ['/previous-committees', 'get'],
      ['/notices-front', 'get'],
      ['/stocks', 'get'],
      ['/stocks/search', 'get'],
      ['/service-centers', 'get'],
      ['/fetch-gallery', 'get'],
      ['/public-complains-add', 'post'],
    ];
    for (const [path, method] of expected)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const params = doc.paths['/stocks/search'].get.parameters.map((p: { name: string }) => p.name).sort();
    expect(params).toEqual(
      [
        'cc_band',
        'dealer',
        'limit',
        'offset',
        'price_max',
        'price_min',
        'search',
        'sort',
        'year_max',
        'year_min',
      ].sort(),
    );
  });
});
