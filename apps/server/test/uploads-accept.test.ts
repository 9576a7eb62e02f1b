import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import {
  filePart,
  filesUnder,
  multipart,
  newSession,
  photoWithExif,
  sessionCookie,
  smallJpeg,
  smallWebp,
  transparentPng,
} from './upload-fixtures';

const t = useTestApp();
let admin: string;
let member: string;
let memberId: number;
beforeAll(async () => {
  admin = await sessionCookie(t.db, 'admin');
  ({ cookie: member, id: memberId } = await newSession(t.db, 'member'));
});

async function upload(data: Buffer, cookie: string, filename = 'photo.jpg', type = 'image/jpeg') {
  const body = multipart([{ name: 'upload_preset', data: 'ignored' }, filePart(data, filename, type)]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('POST /api/uploads accepts an image', () => {
  it('re-encodes a photo: EXIF gone, orientation applied, longest side 2000, named by content hash', async () => {
    const original = await photoWithExif(2400, 1600);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, admin);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['bytes', 'height', 'secure_url', 'thumbnail_url', 'width']);
    expect(body.secure_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(body.thumbnail_url).toBe(body.secure_url.replace('.jpg', '.thumb.jpg'));

    const stored = await get(body.secure_url);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 (turned 90°) was applied to the pixels: the landscape photo now stands upright.
    expect([meta.width, meta.height]).toEqual([1333, 2000]);
    expect([body.width, body.height]).toEqual([1333, 2000]);
    expect(stored.rawPayload.includes('SECRET')).toBe(false);
    expect(body.bytes).toBe(stored.rawPayload.length);
  });

  it('never stores a picture larger than the one sent (the browser already compressed it)', async () => {
    const sent = await sharp(await photoWithExif(1200, 900))
      .jpeg({ quality: 35 })
      .toBuffer();
    const res = await upload(sent, admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bytes).toBeLessThanOrEqual(sent.length);
  });

  it('writes a thumbnail of at most 400 px for cards and grids', async () => {
    const res = await upload(await photoWithExif(1800, 1200), admin);
    const thumb = await get(res.json().thumbnail_url);
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(400);
    expect(meta.exif).toBeUndefined();
  });

  it('takes PNG (transparency painted white) and WebP from a member', async () => {
    const png = await upload(await transparentPng(), member, 'logo.png', 'image/png');
    expect(png.statusCode, png.body).toBe(201);
    const pixels = await sharp((await get(png.json().secure_url)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number) => [...pixels.data.subarray(x * 3, x * 3 + 3)];
    expect(at(10).every((v, i) => Math.abs(v - [255, 0, 0][i]!) < 8)).toBe(true); // the red half
    expect(at(500).every((v) => v > 247)).toBe(true); // the transparent half, now white
    const webp = await upload(await smallWebp(), member, 'shop.webp', 'image/webp');
    expect(webp.statusCode, webp.body).toBe(201);
    expect(webp.json()).toMatchObject({ width: 320, height: 240 });
  });

  it('records who uploaded what, and stores the same picture once', async () => {
    const jpeg = await smallJpeg('#123456');
    const first = (await upload(jpeg, member)).json();
    const again = (await upload(jpeg, member)).json();
    expect(again.secure_url).toBe(first.secure_url);
    const rows = await t.db.db
      .selectFrom('uploads')
      .selectAll()
      .where('url', '=', first.secure_url)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ member_id: memberId, admin_id: null, width: 640, height: 480 });
    const key = first.secure_url.replace('/uploads/', '');
    expect(filesUnder(join(t.dataDir, 'uploads'))).toEqual(
      expect.arrayContaining([key, key.replace('.jpg', '.thumb.jpg')]),
    );
  });
});

it('is described in the OpenAPI document for integrators', async () => {
  const doc = (await get('/api/openapi.json')).json();
  const post = doc.paths['/uploads'].post;
  expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
  const answer = post.responses['201'].content['application/json'].schema;
  expect(answer).toEqual({ $ref: '#/components/schemas/UploadedImage' });
  expect(doc.components.schemas.UploadedImage.required).toContain('secure_url');
});

describe('serving stored images', () => {
  it('caches for a year as immutable, with nosniff, and answers revalidation with 304', async () => {
    const { secure_url } = (await upload(await smallJpeg('#654321'), admin)).json();
    const res = await get(secure_url);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const again = await get(secure_url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('lists no directory and serves nothing outside the stored images', async () => {
    for (const url of [
      '/uploads/',
      '/uploads/demo/',
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/x.html',
      `/uploads/${'0'.repeat(32)}.jpg`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/"workspaces"|root:/);
    }
  });
});
