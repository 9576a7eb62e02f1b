import { beforeAll, describe, expect, it } from 'vitest';
import { proofFrom, useTestApp } from './helpers';

/**
 * The REST facade over a real socket, where a second send of an answer kills the process: the package's own
 * Fastify plugin sent every answer twice once async onSend hooks were installed (ERR_HTTP_HEADERS_SENT).
 */
type LogLine = { level: number; msg: string };
const lines: LogLine[] = [];
const t = useTestApp(
  { LOG_LEVEL: 'info' },
  { logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
);
let origin: string;
beforeAll(async () => {
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

describe('REST facade over HTTP', () => {
  it('sends each answer once: reads, writes and refusals, and the server stays up', async () => {
    const complaint = { name: 'Rahim Uddin', phone: '01712345678', issue: 'Sent over a real socket.' };
    const post = (body: unknown) =>
      fetch(`${origin}/api/public-complains-add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (let i = 0; i < 3; i++) {
      expect((await post({ ...complaint, proof: await proofFrom(t.app) })).status).toBe(200);
      expect((await post({ name: '' })).status).toBe(400);
      expect((await fetch(`${origin}/api/members?limit=2&offset=0`)).status).toBe(200);
      expect((await fetch(`${origin}/api/no-such-path`)).status).toBe(404);
    }
    expect(lines.filter((line) => /already sent/.test(line.msg))).toEqual([]);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });
});
