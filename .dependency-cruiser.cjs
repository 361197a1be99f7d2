/**
 * The import rules of @screenkit/core and @screenkit/dev-server (`pnpm lint:deps`, run by
 * `pnpm lint`). Each package is a stack of floors: a file imports only from its own floor or
 * floors below, so a reader can learn a floor knowing only what lies beneath it, and a change
 * can only ripple upwards. Type-only imports count (tsPreCompilationDeps): a type is a
 * dependency a reader has to hold in mind too.
 */
const server = (p) => `^packages/dev-server/src/${p}`;
const core = (p) => `^packages/core/src/${p}`;

/** The dev server, bottom floor first (its README has the picture). */
const SERVER_FLOORS = [
  ['foundation', [server('store/'), server('errors/'), server('validation/')]],
  ['tenant', [server('tenant/')]],
  ['protocol', [server('protocol/')]],
  ['login', [server('login/')]],
  ['rendering', [server('rendering/')]],
  ['http', [server('middleware/')]],
  ['shells', [server('management/'), server('pages/'), server('devtools/'), server('project/')]],
  [
    'composition',
    [
      server('(app|site|server|index|cli|official-client)\\.ts$'),
      server('vite/'),
      server('fixtures/'),
    ],
  ],
];
/** Shells stand side by side: each is mounted (or run) by the composition roots alone. */
const SERVER_SHELLS = ['management', 'pages', 'devtools', 'project'];

/** Core, bottom floor first (its README has the picture). */
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
  ['screens', [core('screens/')]],
  ['store', [core('store/'), core('fixtures/'), core('testing/')]],
  ['entry', [core('index\\.ts$')]],
];

/**
 * Known upward imports that step 2 of issue 22 removes: [from, to, why]. Empty when done;
 * never add to it.
 */
const S = 'packages/dev-server/src/';
const C = 'packages/core/src/';
const TEMPORARY_ALLOWED = [
  [
    `${S}tenant/tenant-lookup.ts`,
    `${S}management/clients.ts`,
    'application record rules live in the router',
  ],
  [
    `${S}rendering/tenant-data.ts`,
    `${S}management/clients.ts`,
    'application record rules live in the router',
  ],
  [`${S}rendering/locales/tenant-presentation.ts`, `${S}management/clients.ts`, 'the same'],
  [`${S}protocol/client-auth.ts`, `${S}management/clients.ts`, 'the same'],
  [`${S}protocol/grants/token-grant.ts`, `${S}management/clients.ts`, 'the same'],
  [`${S}login/organizations.ts`, `${S}management/clients.ts`, 'the same'],
  [`${S}login/invitations.ts`, `${S}management/roles.ts`, 'role lookups live in the router'],
  [`${S}tenant/demo-settings.ts`, `${S}protocol/oauth-error.ts`, 'a settings error typed as OAuth'],
  [
    `${S}protocol/transactions.ts`,
    `${S}login/login-state.ts`,
    'the login state is stored on the transaction',
  ],
  [`${S}protocol/login-session.ts`, `${S}login/login-state.ts`, 'the same'],
  [`${S}protocol/endpoints/authorize.ts`, `${S}login/start.ts`, 'no seam to the login engine yet'],
  [`${S}protocol/endpoints/authorize.ts`, `${S}login/signup.ts`, 'the same'],
  [`${S}protocol/endpoints/authorize.ts`, `${S}login/remember-browser.ts`, 'the same'],
  [`${S}protocol/endpoints/authorize.ts`, `${S}login/organizations.ts`, 'the same'],
  [
    `${S}project/pull.ts`,
    `${S}management/prompts-partials.ts`,
    'partial prompt names live in the router',
  ],
  [
    `${S}pages/page-routes.ts`,
    `${S}devtools/gallery/gallery-page.ts`,
    'the page host mounts the dev tools',
  ],
  [`${S}pages/page-routes.ts`, `${S}devtools/gallery/gallery-data.ts`, 'the same'],
  [`${S}pages/page-routes.ts`, `${S}devtools/context-editor/editor-routes.ts`, 'the same'],
  [`${S}pages/page-routes.ts`, `${S}devtools/context-editor/drafts.ts`, 'the same'],
  [`${S}pages/dev-toolbar.ts`, `${S}devtools/context-editor/editor-script.ts`, 'the same'],
  [`${C}form/check-payload.ts`, `${C}screens/declaration.ts`, 'declaration types live in screens/'],
  [`${C}form/browser-capabilities.ts`, `${C}screens/declaration.ts`, 'the same'],
  [
    `${C}context/validate-context.ts`,
    `${C}screens/declarations/views.ts`,
    'the catalogue lives in screens/',
  ],
  [`${C}context/validate-context.ts`, `${C}screens/catalogue.ts`, 'the same'],
  [`${C}context/types.ts`, `${C}screens/catalogue.ts`, 'the same'],
  [`${C}shared/read-path.ts`, `${C}context/context-error.ts`, 'shape errors live in context/'],
];

const either = (paths) => paths.join('|');
const exactly = (file) => `^${file.replace(/[.]/g, '\\.')}$`;

/** A rule, minus the TEMPORARY_ALLOWED imports it would flag. */
function exceptAllowed(rule) {
  const own = TEMPORARY_ALLOWED.filter(
    ([from, to]) => new RegExp(rule.from.path).test(from) && new RegExp(rule.to.path).test(to),
  );
  const froms = [...new Set(own.map(([from]) => from))];
  if (froms.length === 0) return [rule];
  return [
    { ...rule, from: { path: rule.from.path, pathNot: either(froms.map(exactly)) } },
    ...froms.map((from) => ({
      ...rule,
      from: { path: exactly(from) },
      to: {
        ...rule.to,
        pathNot: either(own.filter(([f]) => f === from).map(([, to]) => exactly(to))),
      },
    })),
  ];
}
function floorRules(pkg, floors) {
  return floors.slice(0, -1).map(([name, paths], i) => {
    const above = floors.slice(i + 1).flatMap(([, p]) => p);
    return {
      name: `${pkg}-${name}-imports-down`,
      comment: `${pkg}: the ${name} floor imports only from itself and the floors below it.`,
      severity: 'error',
      from: { path: either(paths) },
      to: { path: either(above) },
    };
  });
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
    ...[
      ...floorRules('dev-server', SERVER_FLOORS),
      ...SERVER_SHELLS.map((shell) => ({
        name: `dev-server-${shell}-is-its-own-shell`,
        comment: `dev-server: ${shell}/ imports no other shell; what two shells share belongs on a floor below.`,
        severity: 'error',
        from: { path: server(`${shell}/`) },
        to: { path: either(SERVER_SHELLS.filter((s) => s !== shell).map((s) => server(`${s}/`))) },
      })),
      ...floorRules('core', CORE_FLOORS),
    ].flatMap(exceptAllowed),
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|/test/|/dist/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
