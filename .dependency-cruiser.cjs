// The layers of packages/api that `npm run lint` holds (docs/decisions/005-service-layer.md):
// a router calls services, a service holds the rules, a *.queries.ts file holds the Kysely.
// Biome checks file-level import cycles everywhere; the cycles between service folders are checked here,
// since two folders can lean on each other through files that form no cycle of their own.
// Kysely method calls (selectFrom, insertInto, ...) are no imports: the Biome plugin
// lint/kysely-outside-queries.grit finds those.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'router-imports-queries',
      severity: 'error',
      comment:
        'A router calls services only: the queries are behind a service function that owns the rules ' +
        '(put a function in the entity’s *.service.ts and call that).',
      from: { path: '^packages/api/src/routers/' },
      to: { path: '\\.queries\\.ts$' },
    },
    {
      name: 'router-imports-database',
      severity: 'error',
      comment:
        'A router never reaches the database itself: no kysely and no @samity/db values, only its types.',
      from: { path: '^packages/api/src/routers/' },
      to: { path: '^(node_modules/kysely/|packages/db/src/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'kysely-outside-queries',
      severity: 'error',
      comment:
        'Kysely is imported by *.queries.ts files only; a service takes the Db type from @samity/db and ' +
        'calls query functions. The test factories in packages/api/src/testing write their rows directly.',
      from: { path: '^packages/api/src/', pathNot: ['\\.queries\\.ts$', '^packages/api/src/testing/'] },
      to: { path: '^node_modules/kysely/' },
    },
    {
      name: 'service-folder-cycle',
      severity: 'error',
      comment:
        'Two service folders must not import each other, however indirectly: put what both need in the ' +
        'folder that owns it, or in services/shared.',
      scope: 'folder',
      from: { path: '^packages/api/src/services/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve would hide a dependency from the rules above.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    includeOnly: ['^packages/api/src/', '^packages/db/src/', '^node_modules/kysely/'],
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
