// The markdown section bench/api-load.mjs writes into docs/benchmarks.md.
import { cpus } from 'node:os';

const fixed = (ms) => (ms === undefined ? '-' : ms.toFixed(1));

export function report(
  { rows, cold, mixed, memory },
  { databaseUrl, loadBefore, connections, warmup, duration, mixedSeconds, coldRounds },
) {
  const pg = Boolean(databaseUrl);
  const cpu = cpus();
  // The faster of the baseline's two runs (first and last), so a busy moment never flatters the lists.
  const bareRate = Math.max(0, ...rows.filter((r) => r.server === 'bare').map((r) => r.r.requests.average));
  const p99Budget = pg ? 25 : 100;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
    `(1-minute load average ${loadBefore.toFixed(1)} just before the run), Node ${process.version}, database`,
    `${pg ? 'PostgreSQL (local)' : 'PGlite (embedded)'} holding the bench seed (bench/seed-scale.mjs: the demo seed plus`,
    '10,000 dealers and 50,000 cars). Server: apps/server/dist/main.js with its defaults (NODE_ENV production,',
    'LOG_LEVEL info, output discarded), the public read cache on. autocannon runs on the same machine, so it',
    `competes with the server for the CPUs. ${connections} connections, ${warmup} s warm-up, then ${duration} s per URL;`,
    'the warm-up fills the cache, so these are warm-cache figures. The bare route runs first and last; "% of',
    'bare" compares with the faster of its two runs.',
    '',
    'Command:',
    '',
    '```sh',
    'npx turbo run build --filter=@samity/server',
    `${pg ? 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ' : ''}npx tsx bench/api-load.mjs`,
    '```',
    '',
    `| URL | body bytes | p50 ms | p99 ms | max ms | req/s | % of bare | errors / non-2xx | p99 < ${p99Budget} ms |${pg ? ' ≥ 50 % of bare |' : ''}`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |${pg ? ' --- |' : ''}`,
  ];
  for (const { name, path, bytes, r, server } of rows) {
    const share = bareRate ? (100 * r.requests.average) / bareRate : 0;
    const meets = r.latency.p99 < p99Budget ? 'yes' : 'no';
    const rate = server === 'bare' ? '' : share >= 50 ? 'yes' : 'no';
    lines.push(
      `| ${name}<br>\`${path}\` | ${bytes} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ` +
        `${Math.round(r.requests.average)} | ${share.toFixed(0)} % | ${r.errors} / ${r.non2xx} | ${meets} |${pg ? ` ${rate} |` : ''}`,
    );
  }
  if (memory?.before !== undefined && memory.afterReads !== undefined)
    lines.push(
      '',
      `Server memory (resident): ${memory.before} MB once started, ${memory.afterReads} MB after every load above,`,
      'the last of them a different unknown query parameter on each request (each is the kept first page: no',
      'database read, no new entry).',
    );
  lines.push(
    '',
    `Cold cache: the first read after a write, one request at a time (no other load from the bench), ${coldRounds} rounds`,
    '(each round an admin renames a dealer through the API, which drops the members and stock lists on every',
    'instance, then each URL is read once). Target p99 under 50 ms.',
    '',
    '| URL | p50 ms | p99 ms | max ms | p99 < 50 ms |',
    '| --- | ---: | ---: | ---: | --- |',
  );
  for (const [path, c] of Object.entries(cold))
    lines.push(
      `| \`${path}\` | ${fixed(c.p50)} | ${fixed(c.p99)} | ${fixed(c.max)} | ${c.p99 < 50 ? 'yes' : 'no'} |`,
    );
  lines.push(
    '',
    `Mixed: ${connections} connections for ${mixedSeconds} s, each request a public read (90 %, the URLs above`,
    'in turn), a member marking one of their cars sold (5 %) or an admin renaming a dealer (5 %); every write',
    'drops cached lists, so reads after it are cold.',
    '',
    '| kind | requests | p50 ms | p99 ms | max ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const [kind, m] of Object.entries(mixed))
    lines.push(
      `| ${kind} | ${m.count} | ${fixed(m.p50)} | ${fixed(m.p99)} | ${fixed(m.max)} | ${m.errors} |`,
    );
  return lines.join('\n');
}
