import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { filePart, multipart, sessionCookie, smallJpeg } from './upload-fixtures';

/**
 * A storage that cannot be written: DATA_DIR/uploads is a file, not a directory (a real filesystem driver
 * on a broken location, as a full or read-only disk would be). The upload must fail cleanly.
 */
const t = useTestApp(() => {
  const dataDir = mkdtempSync(join(tmpdir(), 'samity-broken-storage-'));
  writeFileSync(join(dataDir, 'uploads'), 'not a directory');
  return { DATA_DIR: dataDir };
});

it('answers 503 when the image cannot be stored, and leaves no registry row behind', async () => {
  const cookie = await sessionCookie(t.db, 'member');
  const body = multipart([filePart(await smallJpeg('#445566'))]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(503);
  // The id a user can quote, matched to the log line (the header carries the same id).
  const requestId = res.headers['x-request-id'];
  expect(res.json()).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: 'The image could not be stored. Please try again.',
    requestId,
    data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, key: 'uploads.notStored', requestId },
  });
  expect(await t.db.db.selectFrom('uploads').select('key').execute()).toEqual([]);
});
