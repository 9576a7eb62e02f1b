import { defineConfig } from 'tsup';

/** One ESM bundle: our workspace packages are inlined (they ship TypeScript), npm packages stay external. */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    // The PDF threads' code, loaded by path at run time (src/pdf/pdf-pool.ts), so an entry of its own.
    'pdf-worker': 'src/pdf/pdf-worker.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/prepare': 'src/cli/prepare.ts',
    'cli/admin-create': 'src/cli/admin-create.ts',
    'cli/sweep-images': 'src/cli/sweep-images.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/^@samity\//],
  external: [/^(?![./]|@samity\/)/],
  sourcemap: true,
  clean: true,
});
