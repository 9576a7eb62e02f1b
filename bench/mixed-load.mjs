// The mixed load (public reads with member and admin writes among them) and the cold-cache probe, for
// bench/api-load.mjs. Plain fetch (keep-alive) workers, so each request's kind and latency are known.

/** Logs in and answers the Cookie header carrying the session (the demo accounts of the seed). */
export async function logIn(origin, path, body) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!res.ok || cookies.length === 0) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return cookies.join('; ');
}

/** The writes: a member marks one of their cars sold; an admin renames a dealer (both drop cached lists). */
export function writers(origin, { memberCookie, adminCookie, memberCarIds }) {
  let car = 0;
  let rename = 0;
  return {
    member: () => {
      const id = memberCarIds[car++ % memberCarIds.length];
      return fetch(`${origin}/api/stock/${id}/sold`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: memberCookie },
        body: '{}',
      });
    },
    admin: () =>
      fetch(`${origin}/api/members-update-done/P${1 + (rename++ % 500)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: adminCookie },
        body: JSON.stringify({ name: `Dealer renamed ${rename}`, phone: '01711999999' }),
      }),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}

/**
 * `connections` workers for `seconds`: each request is a public read with probability 0.9, else a member
 * or an admin write (half each). Every answer must be 2xx; anything else counts as an error.
 */
export async function mixedLoad(origin, readPaths, write, { connections, seconds }) {
  const latencies = { read: [], member: [], admin: [] };
  const errors = { read: 0, member: 0, admin: 0 };
  const until = Date.now() + seconds * 1000;
  let reads = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const roll = Math.random();
      const kind = roll < 0.9 ? 'read' : roll < 0.95 ? 'member' : 'admin';
      const started = performance.now();
      try {
        const res =
          kind === 'read'
            ? await fetch(`${origin}${readPaths[reads++ % readPaths.length]}`)
            : await write[kind]();
        await res.arrayBuffer();
        if (!res.ok) errors[kind] += 1;
      } catch {
        errors[kind] += 1;
      }
      latencies[kind].push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return Object.fromEntries(
    Object.keys(latencies).map((kind) => [kind, { ...summary(latencies[kind]), errors: errors[kind] }]),
  );
}

/**
 * The first request after a write, one at a time (nothing else running): each round an admin renames a
 * dealer (members and the stock lists are dropped everywhere), then each path is read once, cold.
 */
export async function coldReads(origin, paths, write, rounds) {
  const samples = Object.fromEntries(paths.map((p) => [p, []]));
  for (let i = 0; i < rounds; i++) {
    const res = await write.admin();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`the admin write answered ${res.status}`);
    for (const path of paths) {
      const started = performance.now();
      const read = await fetch(`${origin}${path}`);
      await read.arrayBuffer();
      if (!read.ok) throw new Error(`${path} answered ${read.status}`);
      samples[path].push(performance.now() - started);
    }
  }
  return Object.fromEntries(paths.map((p) => [p, summary(samples[p])]));
}
