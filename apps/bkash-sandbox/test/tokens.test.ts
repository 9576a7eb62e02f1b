import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type SandboxHandle, startSandbox } from '../src/index.js';
import { appBody, call, create, createBody, grant, grantToken, loginHeaders } from './merchant.js';

describe('tokens and gateway checks', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterEach(() => sandbox.reset());
  afterAll(() => sandbox.close());

  test('startSandbox gives the base URL, the origin and the default credentials', () => {
    expect(sandbox.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.baseUrl).toBe(`${sandbox.origin}/v1.2.0-beta/tokenized/checkout`);
    expect(sandbox.credentials).toEqual({
      appKey: 'samity-sandbox-app-key',
      appSecret: 'samity-sandbox-app-secret',
      username: 'sandboxMerchant',
      password: 'sandboxMerchant@12345',
    });
  });

  test('grant answers an id_token for an hour, a refresh token and Bearer', async () => {
    const answer = await grant(sandbox);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      statusCode: '0000',
      statusMessage: 'Successful',
      token_type: 'Bearer',
      expires_in: 3600,
    });
    expect(answer.body.id_token).toEqual(expect.any(String));
    expect(answer.body.refresh_token).toEqual(expect.any(String));
    expect(answer.body.id_token).not.toBe(answer.body.refresh_token);
  });

  test('grant with a wrong username or password, or none, is 401 Unauthorized', async () => {
    const wrong = await call(sandbox, 'token/grant', appBody(sandbox), {
      headers: { username: sandbox.credentials.username, password: 'nope' },
    });
    expect(wrong).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    const none = await call(sandbox, 'token/grant', appBody(sandbox));
    expect(none).toEqual({ status: 401, body: { message: 'Unauthorized' } });
  });

  test('grant with a wrong app key or secret is 2001, without them 2065, both with HTTP 200', async () => {
    const headers = loginHeaders(sandbox);
    const wrongKey = await call(sandbox, 'token/grant', { ...appBody(sandbox), app_key: 'x' }, { headers });
    expect(wrongKey).toEqual({ status: 200, body: { statusCode: '2001', statusMessage: 'Invalid App Key' } });
    const wrongSecret = await call(
      sandbox,
      'token/grant',
      { ...appBody(sandbox), app_secret: 'x' },
      { headers },
    );
    expect(wrongSecret.body.statusCode).toBe('2001');
    const missing = await call(sandbox, 'token/grant', { app_key: sandbox.credentials.appKey }, { headers });
    expect(missing).toEqual({
      status: 200,
      body: { statusCode: '2065', statusMessage: 'Mendatory field missing' },
    });
  });

  test('a body that is not JSON is 2025 Invalid request body', async () => {
    const answer = await call(sandbox, 'token/grant', null, { headers: loginHeaders(sandbox), raw: '{oops' });
    expect(answer).toEqual({
      status: 200,
      body: { statusCode: '2025', statusMessage: 'Invalid request body' },
    });
  });

  test('a call without Content-Type is 400 with the gateway message', async () => {
    const token = await grantToken(sandbox);
    const answer = await call(sandbox, 'create', createBody(), { token, contentType: null });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Missing required request parameters: [Content-Type]' },
    });
    const grantAnswer = await call(sandbox, 'token/grant', appBody(sandbox), {
      headers: loginHeaders(sandbox),
      contentType: null,
    });
    expect(grantAnswer.status).toBe(400);
  });

  test('the token is accepted raw or as Bearer; header names in any case', async () => {
    const token = await grantToken(sandbox);
    const raw = await call(sandbox, 'create', createBody(), { token });
    expect(raw.body.statusCode).toBe('0000');
    const bearer = await call(sandbox, 'create', createBody(), { token, bearer: true });
    expect(bearer.body.statusCode).toBe('0000');
    const upper = await fetch(`${sandbox.baseUrl}/create`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: token,
        'X-APP-Key': sandbox.credentials.appKey,
      },
      body: JSON.stringify(createBody()),
    });
    expect(((await upper.json()) as { statusCode: string }).statusCode).toBe('0000');
  });

  test('no token, an unknown token or a wrong X-APP-Key is 401 Unauthorized', async () => {
    const token = await grantToken(sandbox);
    const unauthorized = { status: 401, body: { message: 'Unauthorized' } };
    expect(await call(sandbox, 'create', createBody())).toEqual(unauthorized);
    expect(await call(sandbox, 'create', createBody(), { token: 'not-a-token' })).toEqual(unauthorized);
    expect(await call(sandbox, 'create', createBody(), { token, appKey: 'other-app' })).toEqual(unauthorized);
    const noAppKey = await fetch(`${sandbox.baseUrl}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(createBody()),
    });
    expect(noAppKey.status).toBe(401);
  });

  test('the id_token expires after an hour: 401 from then on, and a refresh gives a working one', async () => {
    const granted = await grant(sandbox);
    const token = granted.body.id_token as string;
    sandbox.advanceClock(3599);
    expect((await call(sandbox, 'create', createBody(), { token })).status).toBe(200);
    sandbox.advanceClock(1);
    expect(await call(sandbox, 'create', createBody(), { token })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });

    const refreshed = await call(
      sandbox,
      'token/refresh',
      { ...appBody(sandbox), refresh_token: granted.body.refresh_token },
      { headers: loginHeaders(sandbox) },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ statusCode: '0000', token_type: 'Bearer', expires_in: 3600 });
    expect(refreshed.body.id_token).not.toBe(token);
    expect(refreshed.body.refresh_token).toBe(granted.body.refresh_token);
    const fresh = await call(sandbox, 'create', createBody(), { token: refreshed.body.id_token as string });
    expect(fresh.body.statusCode).toBe('0000');
  });

  test('refresh with an unknown refresh token or a wrong login is 401; without one 2065', async () => {
    const headers = loginHeaders(sandbox);
    const unknown = await call(
      sandbox,
      'token/refresh',
      { ...appBody(sandbox), refresh_token: 'nope' },
      { headers },
    );
    expect(unknown).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    const granted = await grant(sandbox);
    const badLogin = await call(
      sandbox,
      'token/refresh',
      { ...appBody(sandbox), refresh_token: granted.body.refresh_token },
      { headers: { ...headers, password: 'x' } },
    );
    expect(badLogin.status).toBe(401);
    const missing = await call(sandbox, 'token/refresh', appBody(sandbox), { headers });
    expect(missing.body.statusCode).toBe('2065');
  });

  test('a third grant or refresh within an hour is refused with 429 and blocks the app for an hour', async () => {
    expect((await grant(sandbox)).status).toBe(200);
    sandbox.advanceClock(60);
    const second = await grant(sandbox);
    expect(second.status).toBe(200);
    sandbox.advanceClock(60);
    const third = await call(
      sandbox,
      'token/refresh',
      { ...appBody(sandbox), refresh_token: second.body.refresh_token },
      { headers: loginHeaders(sandbox) },
    );
    expect(third).toEqual({ status: 429, body: { message: 'Too Many Requests' } });
    // the tokens already given keep working
    expect(
      (await call(sandbox, 'create', createBody(), { token: second.body.id_token as string })).status,
    ).toBe(200);
    // blocked for an hour from the refusal, even though the first grant has left the window
    sandbox.advanceClock(3500);
    expect((await grant(sandbox)).status).toBe(429);
    sandbox.advanceClock(101);
    expect((await grant(sandbox)).status).toBe(200);
    const flagged = sandbox.calls().filter((c) => c.flags.length > 0);
    expect(flagged.map((c) => c.flags[0])).toEqual(['token-calls-over-limit', 'token-calls-blocked']);
  });

  test('revoke-tokens makes every token 401 at once (a token revoked mid-session)', async () => {
    const token = await grantToken(sandbox);
    sandbox.next({ failure: 'revoke-tokens' });
    expect((await call(sandbox, 'create', createBody(), { token })).status).toBe(401);
  });

  test('an unknown path or a GET under the base URL is 403 Missing Authentication Token', async () => {
    const unknown = await call(sandbox, 'payment/nothing', {});
    expect(unknown).toEqual({ status: 403, body: { message: 'Missing Authentication Token' } });
    const get = await fetch(`${sandbox.baseUrl}/create`);
    expect(get.status).toBe(403);
  });
});

describe('token options', () => {
  test('tokenTtlSeconds and tokenCallsPerHour change the lifetime and the limit', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const sandbox = await startSandbox({
      tokenTtlSeconds: 5,
      tokenCallsPerHour: 10,
      now: () => new Date(now),
    });
    try {
      const granted = await grant(sandbox);
      expect(granted.body.expires_in).toBe(5);
      const token = granted.body.id_token as string;
      expect((await create(sandbox, token)).paymentID).toMatch(/^TR0011/);
      now += 5000;
      expect((await call(sandbox, 'create', createBody(), { token })).status).toBe(401);
      for (let i = 0; i < 9; i += 1) expect((await grant(sandbox)).status).toBe(200);
      expect((await grant(sandbox)).status).toBe(429);
    } finally {
      await sandbox.close();
    }
  });

  test('custom credentials replace the defaults', async () => {
    const sandbox = await startSandbox({ credentials: { appKey: 'k1', appSecret: 's1' } });
    try {
      expect(sandbox.credentials).toMatchObject({
        appKey: 'k1',
        appSecret: 's1',
        username: 'sandboxMerchant',
      });
      const answer = await call(
        sandbox,
        'token/grant',
        { app_key: 'k1', app_secret: 's1' },
        { headers: loginHeaders(sandbox) },
      );
      expect(answer.body.statusCode).toBe('0000');
    } finally {
      await sandbox.close();
    }
  });
});
