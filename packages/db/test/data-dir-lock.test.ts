import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../src';
import { lockDataDir } from '../src/data-dir-lock';

/** A lock as a holder killed outright leaves it: a fresh lock directory and the holder's record. */
function leftBehindLock(pid: number, host = hostname()): string {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'samity-lock-')), 'pglite');
  mkdirSync(`${dataDir}.lock`, { recursive: true });
  writeFileSync(`${dataDir}.lock-holder`, JSON.stringify({ host, pid }));
  return dataDir;
}

/** The id of a process that has ended (and been reaped). */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '0']);
  if (!pid) throw new Error('could not start a process');
  return pid;
}

describe('the PGlite directory lock', () => {
  it('takes over at once a lock whose holder on this host has died', async () => {
    const dataDir = leftBehindLock(deadPid());
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('refuses while the recorded holder still runs, or runs on another host', async () => {
    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await expect(lockDataDir(leftBehindLock(alive.pid ?? 0))).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      alive.kill('SIGKILL');
    }
    await expect(lockDataDir(leftBehindLock(deadPid(), 'another-host'))).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
  });

  it('refuses a second lock in the same process even though the holder is this process', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'samity-lock-')), 'pglite');
    const release = await lockDataDir(dataDir);
    try {
      await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await release();
    }
    const again = await lockDataDir(dataDir);
    await again();
  });
});
