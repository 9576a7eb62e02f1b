import { DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_COOKIE, getJson, MEMBER_COOKIE, postJson, restLogin, sessionCookie } from './auth-helpers';
import { useTestApp } from './helpers';

/** Every log line of the app (at info level, as production runs), to search for secrets. */
const lines: string[] = [];
const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });

const fullPlus = DEMO_ADMINS.find((a) => a.privilege === 'Full_Access+')!;
const finance = DEMO_ADMINS.find((a) => a.privilege === 'Finance_Access')!;
const initial = DEMO_MEMBERS.find((m) => m.initial)!;
const NEW_MEMBER_PASSWORD = 'fresh-member-secret-42';
const NEW_ADMIN_PASSWORD = 'new-admin-secret-42';
const WRONG_PASSWORD = 'wrong-guess-secret-42';

describe('no password, token or cookie in any response or log', () => {
  const responses: LightMyRequestResponse[] = [];
  const tokens: string[] = [];
  let temporary = '';

  it('runs the authentication journeys', async () => {
    const keep = (res: LightMyRequestResponse) => {
      responses.push(res);
      for (const name of [ADMIN_COOKIE, MEMBER_COOKIE]) {
        const value = sessionCookie(res, name)?.value;
        if (value) tokens.push(value);
      }
      return res;
    };
    keep(await postJson(t.app, '/api/admin/login', { phone: fullPlus.phone, password: WRONG_PASSWORD }));
    keep(await postJson(t.app, '/api/member/login', { member: initial.memberNo, password: WRONG_PASSWORD }));
    const admin = await restLogin(t.app, 'admin', { phone: fullPlus.phone, password: fullPlus.password });
    const financeAdmin = await restLogin(t.app, 'admin', {
      phone: finance.phone,
      password: finance.password,
    });
    const member = await restLogin(t.app, 'member', { member: initial.memberNo, password: initial.password });
    tokens.push(admin.split('=')[1]!, financeAdmin.split('=')[1]!, member.split('=')[1]!);

    keep(await getJson(t.app, '/api/admins', financeAdmin)); // denied: 403
    keep(await getJson(t.app, '/api/members-admin', member)); // denied: 401
    keep(await getJson(t.app, '/api/members-admin', admin));
    keep(await getJson(t.app, '/api/admins', admin));
    keep(
      await postJson(
        t.app,
        '/api/admins',
        {
          name: 'Logged Admin',
          phone: '01888777666',
          password: NEW_ADMIN_PASSWORD,
          confirm_password: NEW_ADMIN_PASSWORD,
        },
        admin,
      ),
    );
    keep(
      await postJson(
        t.app,
        '/api/change-password',
        {
          current_password: initial.password,
          new_password: NEW_MEMBER_PASSWORD,
          confirm_new_password: NEW_MEMBER_PASSWORD,
        },
        member,
      ),
    );
    keep(await getJson(t.app, '/api/member/me', member));
    const issued = await postJson(t.app, '/api/members-admin/1004/temporary-password', {}, admin);
    expect(issued.statusCode).toBe(200);
    temporary = issued.json().temporary_password;
    keep(await postJson(t.app, '/api/admin/logout', {}, admin));
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      payload: JSON.stringify({ phone: fullPlus.phone, password: WRONG_PASSWORD }),
    });
    expect(forged.statusCode).toBe(403);
    keep(forged);
  });

  it('answers no password or hash in any response (the temporary one is the only one, shown once)', () => {
    const secrets = [
      fullPlus.password,
      finance.password,
      initial.password,
      NEW_MEMBER_PASSWORD,
      NEW_ADMIN_PASSWORD,
      WRONG_PASSWORD,
      temporary,
    ];
    for (const res of responses) {
      const visible = `${JSON.stringify(res.headers['set-cookie'] === undefined ? res.headers : { ...res.headers, 'set-cookie': '' })}${res.body}`;
      for (const secret of secrets) expect(visible).not.toContain(secret);
      expect(visible).not.toMatch(/\$argon2|password_hash/);
    }
  });

  it('logs logins, failures, denials and refused forgeries', () => {
    const events = lines.map((l) => JSON.parse(l).event).filter(Boolean);
    expect(events).toEqual(
      expect.arrayContaining([
        'auth.login',
        'auth.login_failed',
        'auth.denied',
        'auth.password_changed',
        'auth.logout',
        'csrf.rejected',
      ]),
    );
    const denied = lines.map((l) => JSON.parse(l)).filter((l) => l.event === 'auth.denied');
    expect(denied.map((d) => d.reason)).toEqual(expect.arrayContaining(['no_session', 'privilege']));
  });

  it('never logs a password, a session token, a cookie or a hash', () => {
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    const secrets = [
      fullPlus.password,
      finance.password,
      initial.password,
      NEW_MEMBER_PASSWORD,
      NEW_ADMIN_PASSWORD,
      WRONG_PASSWORD,
      temporary,
    ];
    for (const secret of [...secrets, ...tokens]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2|samity_(admin|member)_session=/);
  });
});
