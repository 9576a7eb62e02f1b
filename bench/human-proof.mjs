#!/usr/bin/env node
/**
 * What the anonymous forms' proof of work costs the person (decision 027): the time to solve challenges of
 * the server's difficulty (HUMAN_PROOF_LIMITS.maxNumber, or MAX_NUMBER) with the solver the web app's worker
 * runs (altcha-lib's, SHA-256 through WebCrypto), and the server's cost to issue and check one. Writes the
 * "Proof of work on anonymous forms" section of docs/benchmarks.md (BENCH_WRITE=0: print only).
 *
 *   npx tsx bench/human-proof.mjs            (RUNS=40, MAX_NUMBER=50000)
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { HUMAN_PROOF_LIMITS } from '../packages/domain/src/schemas/human-proof.ts';
import { writeSection } from './benchmarks-doc.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// altcha-lib is a dependency of the API and the web app, not of the root.
const altchaPath = createRequire(join(root, 'packages/api/package.json')).resolve('altcha-lib/v1');
const { createChallenge, solveChallenge, verifySolution } = await import(pathToFileURL(altchaPath).href);

const runs = Number(process.env.RUNS ?? 40);
const maxnumber = Number(process.env.MAX_NUMBER ?? HUMAN_PROOF_LIMITS.maxNumber);
const hmacKey = 'bench-key-bench-key-bench-key-bench-key';

const times = [];
let hashes = 0;
for (let i = 0; i < runs; i++) {
  const challenge = await createChallenge({ hmacKey, maxnumber });
  const started = performance.now();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, maxnumber)
    .promise;
  times.push(performance.now() - started);
  hashes += solution.number + 1;
}
const totalMs = times.reduce((a, b) => a + b, 0);
const perHashUs = (totalMs * 1000) / hashes;
const sorted = [...times].sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const worstMs = (maxnumber * perHashUs) / 1000;

// The server's side: one challenge issued and one solution checked.
const serverRuns = 200;
const challenge = await createChallenge({ hmacKey, maxnumber: 10 });
const solved = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 10).promise;
const payload = { ...challenge, number: solved.number };
let started = performance.now();
for (let i = 0; i < serverRuns; i++) await createChallenge({ hmacKey, maxnumber });
const issueUs = ((performance.now() - started) * 1000) / serverRuns;
started = performance.now();
for (let i = 0; i < serverRuns; i++) await verifySolution(payload, hmacKey, false);
const verifyUs = ((performance.now() - started) * 1000) / serverRuns;

// The browser: Chromium runs the same loop as the worker (a digest awaited per number, compared in hex), on
// this machine's CPU and 4x slowed down as the slow-phone bench models a cheap phone.
async function inChromium(rate) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    // WebCrypto needs a secure context: localhost, answered here without a server.
    await page.route('http://localhost/', (route) =>
      route.fulfill({ body: '<title>bench</title>', contentType: 'text/html' }),
    );
    await page.goto('http://localhost/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return await page.evaluate(
      async ({ runs, maxnumber }) => {
        const encoder = new TextEncoder();
        const hex = (buffer) =>
          [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
        const digest = async (text) => hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
        const times = [];
        for (let i = 0; i < runs; i++) {
          const salt = `${hex(crypto.getRandomValues(new Uint8Array(12)))}?expires=1800000000&`;
          const hidden = Math.floor(Math.random() * maxnumber);
          const challenge = await digest(salt + hidden);
          const started = performance.now();
          for (let n = 0; n <= maxnumber; n++) if ((await digest(salt + n)) === challenge) break;
          times.push(performance.now() - started);
        }
        return times.sort((a, b) => a - b);
      },
      { runs: Math.min(runs, 20), maxnumber },
    );
  } finally {
    await browser.close();
  }
}
const desk = await inChromium(1);
const phone = await inChromium(4);
const median = (sortedTimes) => sortedTimes[Math.floor(sortedTimes.length / 2)];
const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;

const ms = (value) => `${Math.round(value)} ms`;
const body = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npx tsx bench/human-proof.mjs\` (Node ${process.version}, this`,
  `machine's ${runs} challenges at maxnumber ${maxnumber.toLocaleString('en')} with the solver the web app's worker runs;`,
  `Chromium ${Math.min(runs, 20)} with the same loop, at full speed and slowed down 4x).`,
  '',
  '| Figure | Value |',
  '| --- | --- |',
  `| Chromium, this machine: solve time median / mean | ${ms(median(desk))} / ${ms(mean(desk))} |`,
  `| Chromium, CPU 4x slower (a cheap phone): median / mean | ${ms(median(phone))} / ${ms(mean(phone))} |`,
  `| Node: solve time, median | ${ms(at(0.5))} |`,
  `| Node: solve time, mean | ${ms(totalMs / runs)} |`,
  `| Node: solve time, p90 | ${ms(at(0.9))} |`,
  `| Node: solve time, worst case (number = maxnumber) | ${ms(worstMs)} |`,
  `| Node: one hash (WebCrypto SHA-256, awaited one by one) | ${perHashUs.toFixed(1)} µs |`,
  `| Server: issue one challenge | ${Math.round(issueUs)} µs |`,
  `| Server: check one solution (before the spent-salt insert) | ${Math.round(verifyUs)} µs |`,
  '',
  'A solver tries maxnumber / 2 hashes on average. The form starts solving when it opens or gets focus, so',
  'the person filling it in waits for none of it unless they send within the first second or so (the button',
  'then says "Checking…").',
].join('\n');

console.log(body);
if (process.env.BENCH_WRITE !== '0')
  writeSection(join(root, 'docs/benchmarks.md'), 'Proof of work on anonymous forms', body);
