export { createDb, type Db, type DbHandle, type DbTarget, dbTargetFromConfig } from './client';
export { DataDirLockedError } from './data-dir-lock';
export { migrateToLatest } from './migrate';
export type * from './schema';
export { DEMO_ADMINS, DEMO_MEMBERS, hasData, type SeedDeps, seedDemoData } from './seed';
