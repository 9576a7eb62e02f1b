import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db, DbHandle } from '@samity/db';
import type { Privilege } from '@samity/domain';
import { createFsStorage, type StorageDriver } from '../src/services/images';
import { createAdmin, FakeClock, registerTestPicture, testCallers } from '../src/testing';

/**
 * What the notice, service center and gallery tests share: a storage directory of their own, a clock, a
 * caller per privilege, and pictures stored and registered the way POST /api/uploads does.
 */
export function contentFixtures(prefix: string) {
  const storage: StorageDriver = createFsStorage({
    rootDir: mkdtempSync(join(tmpdir(), `samity-${prefix}-`)),
  });
  const clock = new FakeClock();
  let counter = 0;

  function asAdmin(handle: DbHandle, privilege: Privilege = 'Full_Access') {
    return testCallers(handle, { now: clock.now, storage }).admin(privilege);
  }

  let uploader: number | null = null;
  /**
   * A stored picture with its thumbnail and registry row, uploaded two days before the clock by an admin
   * (admin content takes only admins' pictures), or by the member `byMember`.
   */
  async function uploaded(
    db: Db,
    byMember?: number,
  ): Promise<{ url: string; key: string; thumbnailKey: string }> {
    if (byMember === undefined && uploader === null) uploader = (await createAdmin(db)).id;
    const hash = `${prefix.length.toString(16)}${(++counter).toString(16)}`.padStart(32, 'a');
    return registerTestPicture(db, {
      hash,
      at: new Date(clock.now().getTime() - 48 * 3_600_000),
      storage,
      adminId: byMember === undefined ? uploader : null,
      memberId: byMember ?? null,
    });
  }

  async function auditRows(db: Db, action: string) {
    return db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  }

  return { storage, clock, asAdmin, uploaded, auditRows };
}
