import { createAdmin } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from './auth-helpers';
import { cookieFor, useTestApp } from './helpers';

const t = useTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = await cookieFor(t, 'Full_Access+');
});

/** A service's AppError keeps its status on both transports, and its message key reaches tRPC clients. */
describe('service refusals over HTTP', () => {
  it('answers 409 on REST and on tRPC for an admin phone already taken', async () => {
    const taken = await createAdmin(t.db.db);
    const input = { name: 'Copy', phone: taken.phone, password: 'a-good-password-1' };
    const rest = await postJson(t.app, '/api/admins', input, cookie);
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('already exists'),
    });

    const trpc = await postJson(t.app, '/trpc/admin.admins.create', input, cookie);
    expect(trpc.statusCode).toBe(409);
    expect(trpc.json().error.data).toMatchObject({
      code: 'CONFLICT',
      httpStatus: 409,
      key: 'admins.phoneTaken',
    });
  });

  it('answers 404 on REST for an unknown member', async () => {
    const res = await postJson(t.app, '/api/members-admin/424242/temporary-password', {}, cookie);
    expect(res.statusCode).toBe(404);
    expect((await getJson(t.app, '/api/members-admin', cookie)).statusCode).toBe(200);
  });
});
