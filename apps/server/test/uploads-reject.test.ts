import { join } from 'node:path';
import { consumeUploadAllowance } from '@samity/api/images';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import {
  bombPng,
  filePart,
  filesUnder,
  multipart,
  newSession,
  type Part,
  photoWithExif,
  randomJunk,
  sessionCookie,
  smallJpeg,
  transparentPng,
} from './upload-fixtures';

const MAX_BYTES = 1024 * 1024;
const t = useTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES) });
let admin: string;
beforeAll(async () => {
  admin = await sessionCookie(t.db, 'admin');
});

const send = (parts: Part[], headers: Record<string, string> = {}) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
};

/** Sends a refused upload and checks the answer is a clear 4xx and that nothing was stored anywhere. */
async function expectRefused(
  request: () => ReturnType<typeof send>,
  status: number,
  message: RegExp,
): Promise<void> {
  const filesBefore = filesUnder(join(t.dataDir, 'uploads'));
  const rowsBefore = await t.db.db.selectFrom('uploads').select('key').execute();
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(res.body).not.toMatch(/at .*\.(ts|js):\d+|stack/i);
  expect(filesUnder(join(t.dataDir, 'uploads'))).toEqual(filesBefore);
  expect(await t.db.db.selectFrom('uploads').select('key').execute()).toEqual(rowsBefore);
}

const sharpTail = async () => (await photoWithExif(800, 600)).subarray(0, 20_000);

describe('POST /api/uploads refuses bad input with a clear 4xx and stores nothing', () => {
  it('refuses an upload without a logged-in admin or member', async () => {
    await expectRefused(() => send([filePart(randomJunk(10))]), 401, /log in/);
    await expectRefused(
      async () => send([filePart(await smallJpeg())], { cookie: 'samity_admin_session=forged-token' }),
      401,
      /log in/,
    );
  });

  it('refuses a file that is not an image', async () => {
    await expectRefused(
      () => send([filePart(randomJunk(5000), 'notes.jpg')], { cookie: admin }),
      415,
      /JPEG, PNG and WebP/,
    );
    await expectRefused(
      () => send([filePart('just some text', 'a.png', 'image/png')], { cookie: admin }),
      415,
      /JPEG, PNG and WebP/,
    );
  });

  it('refuses an HTML page or a script renamed .jpg', async () => {
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
    await expectRefused(
      () => send([filePart(html, 'cat.jpg', 'image/jpeg')], { cookie: admin }),
      415,
      /JPEG, PNG and WebP/,
    );
    await expectRefused(
      () => send([filePart('alert(1)//', 'x.jpg')], { cookie: admin }),
      415,
      /JPEG, PNG and WebP/,
    );
  });

  it('refuses an SVG, whatever it is called', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    await expectRefused(
      () => send([filePart(svg, 'logo.svg', 'image/svg+xml')], { cookie: admin }),
      415,
      /JPEG, PNG and WebP/,
    );
    await expectRefused(
      () => send([filePart(svg, 'logo.jpg')], { cookie: admin }),
      415,
      /JPEG, PNG and WebP/,
    );
  });

  it('refuses a truncated JPEG and a truncated PNG', async () => {
    await expectRefused(
      async () => send([filePart(await sharpTail())], { cookie: admin }),
      422,
      /damaged or incomplete/,
    );
    const png = await transparentPng();
    await expectRefused(
      () =>
        send([filePart(png.subarray(0, Math.floor(png.length / 2)), 'logo.png', 'image/png')], {
          cookie: admin,
        }),
      422,
      /damaged or incomplete/,
    );
  });

  it('refuses a file over the size cap', async () => {
    const big = Buffer.concat([await smallJpeg(), randomJunk(MAX_BYTES)]);
    await expectRefused(() => send([filePart(big)], { cookie: admin }), 413, /too large: at most 1 MB/);
  });

  it('refuses a 20000 x 20000 image (a decompression bomb) before decoding it', async () => {
    const bomb = bombPng(20_000);
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const started = Date.now();
    await expectRefused(
      () => send([filePart(bomb, 'huge.png', 'image/png')], { cookie: admin }),
      422,
      /20000 x 20000 pixels; at most 50 megapixels/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a form without the file field, and a request that is not multipart', async () => {
    await expectRefused(
      () => send([{ name: 'upload_preset', data: 'x' }], { cookie: admin }),
      400,
      /field "file"/,
    );
    await expectRefused(
      () =>
        send([{ name: 'image', data: Buffer.from('x'), filename: 'a.jpg', contentType: 'image/jpeg' }], {
          cookie: admin,
        }),
      400,
      /field "file"/,
    );
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { cookie: admin, 'content-type': 'application/json' },
          payload: JSON.stringify({ file: 'data:image/jpeg;base64,/9j/' }),
        }),
      415,
      /multipart|JSON/,
    );
  });

  it('refuses a form cut short or without its boundary with a 400, not a server error', async () => {
    const full = multipart([filePart(await smallJpeg())]);
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...full.headers, cookie: admin },
          payload: full.payload.subarray(0, full.payload.length - 300),
        }),
      400,
      /could not be read/,
    );
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { 'content-type': 'multipart/form-data', cookie: admin },
          payload: full.payload,
        }),
      400,
      /could not be read/,
    );
  });

  it('refuses a cross-site upload even with a valid session (CSRF)', async () => {
    await expectRefused(
      async () =>
        send([filePart(await smallJpeg())], {
          cookie: admin,
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        }),
      403,
      /Cross-site/,
    );
  });

  it('limits uploads per account per hour', async () => {
    const { cookie: member, id: memberId } = await newSession(t.db, 'member');
    for (let i = 0; i < 120; i++)
      await consumeUploadAllowance(t.db.db, { kind: 'member', id: memberId }, 120);
    await expectRefused(
      async () => send([filePart(await smallJpeg())], { cookie: member }),
      429,
      /Too many uploads/,
    );
    // Another account is not affected.
    const other = await send([filePart(await smallJpeg('#0a0b0c'))], { cookie: admin });
    expect(other.statusCode, other.body).toBe(201);
  });
});
