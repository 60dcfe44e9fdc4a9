/**
 * The module rules of docs/architecture.md, held by dependency-cruiser (`npm run lint` runs it).
 * Type-only imports count: a circle of types is still a circle a reader has to untie.
 */
const MODULES = '^apps/api/src/modules/';
const TESTS = ['\\.test\\.tsx?$', '^apps/api/src/test/', '^apps/web/tests/'];

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
      name: 'queries-only-from-own-service',
      severity: 'error',
      comment: "A module's queries.ts is read only by its own service.ts.",
      from: { path: `${MODULES}(.+)/[^/]+$`, pathNot: ['/service\\.ts$', ...TESTS] },
      to: { path: `${MODULES}$1/queries\\.ts$` },
    },
    // As first written this rule had no `from` module, so it also refused a service reading its own
    // queries.ts, the one import the rule above allows. It now refuses the rest: another module's
    // file, and anything outside modules/ (seed, jobs, server).
    {
      name: 'queries-not-from-elsewhere',
      severity: 'error',
      comment: "A module's queries.ts is read only by its own service.ts, never by another module's files.",
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: { path: `${MODULES}.+/queries\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'queries-not-from-outside-modules',
      severity: 'error',
      comment: "A module's queries.ts is read only by its own service.ts, never from outside modules/.",
      from: { pathNot: [MODULES, ...TESTS] },
      to: { path: `${MODULES}.+/queries\\.ts$` },
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
    exclude: { path: ['node_modules', '/build/', '/dist/', '\\.react-router/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
