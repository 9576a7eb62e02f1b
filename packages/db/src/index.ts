export {
  type ChangeHandlers,
  type ChangeListener,
  PUBLIC_READ_CHANNEL,
  PUBLIC_READ_TABLES,
  type PublicReadTable,
} from './change-feed';
export { createDb, type Db, type DbHandle, dbTargetFromConfig } from './client';
export { DataDirLockedError } from './data-dir-lock';
export { hasNoTables } from './empty-database';
export { isUniqueViolation } from './errors';
export { migrateToLatest, pendingMigrations } from './migrate';
export type * from './schema';
export type { DemoPdf, StoredDemoPdf } from './seed';
export { DEMO_ADMINS, DEMO_MEMBERS, hasData, holdsDemoSeed, seedDemoData } from './seed';
export { voterFacts } from './voter-facts';
