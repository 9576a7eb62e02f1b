import { request as httpRequest } from 'node:http';
import { SESSION_COOKIE_NAMES } from '@samity/api';

export type InstanceName = 'app1' | 'app2';

export interface ProxyAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** Which instance answered, as the proxy names it (host:port). */
  upstream: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: like inject's json(), the assertions that read it check its shape
  json<T = any>(): T;
}

export interface ProxyRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Pin the request to one instance (still through the proxy); without it the proxy's rotation decides. */
  instance?: InstanceName;
  cookie?: string;
  /** A JSON body, sent as the web app sends it: same origin. */
  json?: unknown;
  /** A raw body with its own headers (multipart uploads). */
  raw?: { payload: Buffer; headers: Record<string, string> };
  /** The client's own address (any of 127.0.0.0/8), to stand for different people behind the proxy. */
  from?: string;
  headers?: Record<string, string>;
}

/**
 * Talks to the cluster only through its proxy, like a browser on the site: every request to the proxy's
 * address, writes carrying the site's Origin (the request-forgery guard wants same-origin proof). node:http
 * rather than fetch, because a test needs to choose the client's local address.
 */
export function proxyClient(proxyUrl: string) {
  const target = new URL(proxyUrl);
  const send = (path: string, options: ProxyRequest = {}): Promise<ProxyAnswer> => {
    const method = options.method ?? (options.json !== undefined || options.raw ? 'POST' : 'GET');
    const payload =
      options.raw?.payload ??
      (options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json)));
    const headers: Record<string, string> = {
      ...(method === 'GET' ? {} : { origin: target.origin, 'sec-fetch-site': 'same-origin' }),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.raw?.headers,
      ...(payload ? { 'content-length': String(payload.length) } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.instance ? { 'x-cluster-instance': options.instance } : {}),
      ...options.headers,
    };
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path,
          method,
          headers,
          agent: false,
          ...(options.from ? { localAddress: options.from } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const upstream = res.headers['x-cluster-upstream'];
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              upstream: Array.isArray(upstream) ? upstream[0] : upstream,
              json: () => JSON.parse(body.toString('utf8')),
            });
          });
        },
      );
      req.on('error', reject);
      req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path}: no answer within 15 s`)));
      req.end(payload);
    });
  };

  /** Logs in and answers the Cookie header of the new session; fails the test on any other answer. */
  const login = async (
    kind: 'admin' | 'member',
    credentials: Record<string, unknown>,
    instance: InstanceName,
  ): Promise<string> => {
    const res = await send(`/api/${kind}/login`, { json: credentials, instance });
    const name = SESSION_COOKIE_NAMES[kind];
    const setCookie = (res.headers['set-cookie'] ?? []) as string[];
    const value = setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
    if (res.status !== 200 || !res.json().success || !value)
      throw new Error(`${kind} login on ${instance} failed: ${res.status} ${res.body.toString()}`);
    return value;
  };

  return { send, login };
}

export type ProxyClient = ReturnType<typeof proxyClient>;

/**
 * Reads until `seen` holds, and answers how long that took after the write's answer (`since`); fails once
 * `withinMs` has passed without it. A cache may hold the old answer until the change reaches it, never longer.
 */
export async function visibleWithin(
  read: () => Promise<boolean>,
  since: number,
  withinMs: number,
  what: string,
): Promise<number> {
  for (;;) {
    if (await read()) return performance.now() - since;
    const elapsed = performance.now() - since;
    if (elapsed > withinMs)
      throw new Error(`${what}: still not visible ${Math.round(elapsed)} ms after the write`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
