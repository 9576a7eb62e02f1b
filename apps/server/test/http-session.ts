import { DEMO_ADMINS } from '@samity/db';

/** What one HTTP call answered, or that it never answered (the connection died). */
export type Answer = { status: number; body: unknown } | { status: 'no answer'; error: string };

/** A logged-in client of a server over real HTTP (the REST facade), as an integrator would call it. */
export class HttpSession {
  constructor(
    readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Answer> {
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          cookie: this.cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      return { status: 'no answer', error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** POST /api/uploads with one image, as a browser's FormData sends it: the stored image's address. */
  async upload(image: Buffer, type: string, name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type }), name);
    const res = await fetch(`${this.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { cookie: this.cookie },
      body: form,
    });
    const body = (await res.json()) as { secure_url?: string };
    if (res.status !== 201 || !body.secure_url)
      throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
    return body.secure_url;
  }

  /** A call that must succeed: its JSON body. */
  async ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const answer = await this.call(method, path, body);
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
    return answer.body as T;
  }
}

async function logIn(baseUrl: string, path: string, credentials: object): Promise<HttpSession> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (res.status !== 200 || cookies.length === 0)
    throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
  return new HttpSession(baseUrl, cookies.join('; '));
}

export function logInAdmin(baseUrl: string, phone: string, password: string): Promise<HttpSession> {
  return logIn(baseUrl, '/api/admin/login', { phone, password });
}

export function logInMember(baseUrl: string, memberNo: string, password: string): Promise<HttpSession> {
  return logIn(baseUrl, '/api/member/login', { member: memberNo, password });
}

/** The demo's Finance_Access admin (deposits, monthly book, ledger). */
export function logInFinanceAdmin(baseUrl: string): Promise<HttpSession> {
  const admin = DEMO_ADMINS.find((a) => a.privilege === 'Finance_Access');
  if (!admin) throw new Error('The demo has no Finance_Access admin');
  return logInAdmin(baseUrl, admin.phone, admin.password);
}
