/**
 * The module rules of docs/architecture.md, held by dependency-cruiser (`npm run lint` runs it).
 * Type-only imports count: a circle of types is still a circle a reader has to untie.
 */
const MODULES = '^apps/api/src/modules/';
const TESTS = ['\\.test\\.tsx?$', '^apps/api/src/test/', '^apps/web/tests/'];
/** A module's queries files: its `queries.ts`, or `<name>-queries.ts` where one file would be too long. */
const QUERIES = `${MODULES}.*[/-]queries\\.ts$`;

/**
 * The modules' layers, lowest first (docs/architecture.md, "Modules and the rule that keeps them
 * apart"): a module uses only modules of lower layers, never one of its own layer or above, so the
 * module graph has no circle even where the files' imports would not close one.
 */
const LAYERS = [
  ['lookups'],
  ['accounts'],
  ['campaigns', 'content'],
  ['donations', 'cart', 'notifications'],
  ['receipts'],
  ['payments'],
  ['giving', 'charity', 'donor', 'home', 'reminders', 'ramadan', 'contact'],
  ['schedules'],
  ['admin'],
];
const layerRules = LAYERS.map((layer, index) => ({
  name: 'modules-keep-their-layers',
  severity: 'error',
  comment: 'A module uses only modules of lower layers (LAYERS); a new module is placed in a layer first.',
  from: { path: `${MODULES}(${layer.join('|')})/`, pathNot: TESTS },
  to: { path: `${MODULES}(${LAYERS.slice(index).flat().join('|')})/`, pathNot: `${MODULES}$1/` },
}));
const LAYERED = LAYERS.flat().join('|');

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle in the API, type-only imports included.',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
    {
      name: 'sql-only-in-queries',
      severity: 'error',
      comment:
        "Only a module's queries files (queries.ts, <name>-queries.ts) build SQL: no other file of a module imports drizzle-orm.",
      from: { path: MODULES, pathNot: [QUERIES, ...TESTS] },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'tables-only-in-queries',
      severity: 'error',
      comment:
        "Only a module's queries files use the tables; the rest of a module may name a table's row type (import type).",
      from: { path: MODULES, pathNot: [QUERIES, ...TESTS] },
      to: { path: '^apps/api/src/db/schema\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'queries-not-from-routes-or-presenters',
      severity: 'error',
      comment:
        "A module's queries are read by its service files, never by its routes (they call the service) or presenters (they take rows).",
      from: { path: `${MODULES}.*/(routes|present)[^/]*\\.ts$` },
      to: { path: QUERIES },
    },
    {
      name: 'queries-not-from-elsewhere',
      severity: 'error',
      comment: "A module's queries are read only inside that module, never by another module's files.",
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: { path: QUERIES, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'queries-not-from-outside-modules',
      severity: 'error',
      comment: "A module's queries are read only inside that module, never from outside modules/.",
      from: { pathNot: [MODULES, ...TESTS] },
      to: { path: QUERIES },
    },
    {
      name: 'modules-through-their-public-face',
      severity: 'error',
      comment:
        'A module uses another only through its public face: its index.ts or service.ts, never its other files.',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/(index|service)\\.ts$`],
      },
    },
    ...layerRules,
    {
      name: 'modules-have-a-layer',
      severity: 'error',
      comment: 'Every module is placed in LAYERS, so the layer rule sees it.',
      from: { path: MODULES, pathNot: [`${MODULES}(${LAYERED})/`, ...TESTS] },
      to: {},
    },
    {
      name: 'web-areas-stay-apart',
      severity: 'error',
      comment:
        "A page area of the web app does not import another area's files; shared pieces live in app/lib.",
      from: { path: '^apps/web/app/routes/([^/]+)/' },
      to: { path: '^apps/web/app/routes/', pathNot: '^apps/web/app/routes/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/build/', '/dist/', '\\.react-router/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
