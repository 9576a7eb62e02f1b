export { createDb, type Db, type DbHandle, dbTargetFromConfig } from './client';
export { DataDirLockedError } from './data-dir-lock';
export { migrateToLatest, pendingMigrations } from './migrate';
export type * from './schema';
export { DEMO_ADMINS, DEMO_MEMBERS, hasData, seedDemoData } from './seed';
