/**
 * The import rules of @screenkit/core and @screenkit/dev-server (`pnpm lint:deps`, run by
 * `pnpm lint`). Each package is a stack of floors: a file imports only from its own floor or
 * floors below, so a reader can learn a floor knowing only what lies beneath it, and a change
 * ripples only upwards. Type-only imports count (tsPreCompilationDeps): a type is a dependency
 * a reader has to hold in mind too. The packages' READMEs draw the floors.
 */
const server = (p) => `^packages/dev-server/src/${p}`;
const core = (p) => `^packages/core/src/${p}`;
const either = (paths) => paths.join('|');

/** The dev server, bottom floor first. */
const SERVER_FLOORS = [
  ['foundation', [server('store/'), server('errors/'), server('validation/')]],
  ['tenant', [server('tenant/')]],
  ['protocol', [server('protocol/')]],
  ['login', [server('login/')]],
  ['rendering', [server('rendering/')]],
  ['http', [server('middleware/')]],
  // Just below the shells: the page host mounts the gallery, the context editor, the toolbar.
  ['devtools', [server('devtools/')]],
  ['shells', [server('management/'), server('pages/'), server('project/')]],
  [
    'composition',
    [
      server('(app|site|server|index|cli|official-client|oauth-routes)\\.ts$'),
      server('vite/'),
      server('fixtures/'),
    ],
  ],
];
/** Shells stand side by side: only the composition roots mount (or run) them. */
const SERVER_SHELLS = ['management', 'pages', 'project'];

/** Core, bottom floor first. */
const CORE_FLOORS = [
  ['base', [core('errors/'), core('shared/')]],
  ['catalogue', [core('catalogue/')]],
  ['context', [core('context/'), core('form/')]],
  [
    'helpers',
    [
      core('(captcha|federated|identifiers|passkeys|password|polling|resend|username|theme)/'),
      core('(rar|policy|templates)/'),
    ],
  ],
  // The default screens' texts sit with the declarations: fixtures below read them.
  ['screens', [core('screens/'), core('default-screens/texts/')]],
  ['store', [core('store/'), core('fixtures/'), core('testing/')]],
  // The default screens (layouts, runtime, codegen) and their DOM renderer, over the store.
  ['default-screens', [core('default-screens/(?!texts/)'), core('dom/')]],
  ['entry', [core('index\\.ts$'), core('virtual-modules\\.d\\.ts$')]],
];

function floorRules(pkg, floors) {
  const everyFloor = either(floors.flatMap(([, paths]) => paths));
  return [
    {
      name: `${pkg}-every-file-on-a-floor`,
      comment: `${pkg}: a new folder joins a floor in .dependency-cruiser.cjs (and the README's picture).`,
      severity: 'error',
      from: { path: `^packages/${pkg}/src/`, pathNot: everyFloor },
      to: {},
    },
    ...floors.slice(0, -1).map(([name, paths], i) => ({
      name: `${pkg}-${name}-imports-down`,
      comment: `${pkg}: the ${name} floor imports only from itself and the floors below it.`,
      severity: 'error',
      from: { path: either(paths) },
      to: { path: either(floors.slice(i + 1).flatMap(([, p]) => p)) },
    })),
  ];
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import circle (type-only included) is one knot a reader must hold whole; cut it by moving the shared part down.',
      severity: 'error',
      from: { path: '^packages/(core|dev-server)/src/' },
      to: { circular: true },
    },
    {
      name: 'core-stays-framework-free',
      comment:
        'Core runs in browsers and Node with no framework: it never imports react or the dev server (the dev server depends on core, never the reverse).',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: {
        path: '^(react|react-dom|@screenkit/(react|dev-server))(/|$)|^packages/(react|dev-server)/|node_modules/(react|react-dom|@screenkit/(react|dev-server))/',
      },
    },
    {
      name: 'dashboard-app-is-a-browser-client',
      comment:
        "dev-server: the dashboard's browser app (dashboard/, built by Vite into dist/dashboard/) runs in a browser and reaches the server over HTTP only (/dashboard/api/v2): it imports no server module, and core only through its public entries.",
      severity: 'error',
      from: { path: '^packages/dev-server/dashboard/' },
      to: {
        path: '^packages/dev-server/src/|^packages/core/src/(?!index\\.ts$|templates/index\\.ts$|fixtures/index\\.ts$)',
      },
    },
    {
      name: 'dev-server-never-imports-the-dashboard-app',
      comment:
        'dev-server: the server serves the dashboard app as built files (devtools/dashboard/dashboard-files.ts); it never imports its sources.',
      severity: 'error',
      from: { path: '^packages/dev-server/src/' },
      to: { path: '^packages/dev-server/dashboard/' },
    },
    {
      name: 'dev-server-engines-speak-no-http',
      comment:
        'dev-server: the store, the tenant rules and the login engine decide; HTTP (hono) is the protocol, shells and composition roots.',
      severity: 'error',
      from: { path: server('(store|tenant|login)/') },
      to: { path: '^hono(/|$)|node_modules/hono/' },
    },
    {
      name: 'dev-server-login-renders-nothing',
      comment:
        'dev-server: the login engine and the protocol never render a page (HTML and templates are rendering/ and the shells).',
      severity: 'error',
      from: { path: server('(store|tenant|protocol|login)/') },
      to: { path: '^@screenkit/core/templates|packages/core/(src|dist)/templates/' },
    },
    ...floorRules('dev-server', SERVER_FLOORS),
    ...SERVER_SHELLS.map((shell) => ({
      name: `dev-server-${shell}-is-its-own-shell`,
      comment: `dev-server: ${shell}/ imports no other shell; what two shells share belongs on a floor below.`,
      severity: 'error',
      from: { path: server(`${shell}/`) },
      to: { path: either(SERVER_SHELLS.filter((s) => s !== shell).map((s) => server(`${s}/`))) },
    })),
    ...floorRules('core', CORE_FLOORS),
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Tests are not cruised; dependencies' own dist/ folders must stay visible to the rules.
    exclude: { path: '\\.test\\.tsx?$' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
