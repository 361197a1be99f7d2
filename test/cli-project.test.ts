/**
 * From nothing to a live tenant, as a user runs it: `screenkit init` (both templates) into a
 * temp folder with one screen ejected, dependencies linked from the workspace, the project's
 * own tests (every screen against its fixture, the ejected screen's generated test),
 * `screenkit build` (every screen of the catalogue), `screenkit deploy` with a
 * machine-to-machine client against a running dev server seeded with the demo tenant. Then, in
 * real Chromium, the tenant serves every screen in advanced mode from the uploaded assets and
 * the login flows end on the application's callback with a code through the project's screens
 * (README: the flows table); a dry run and a second deploy change nothing, revert goes back.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listScreens } from '@screenkit/core';
import {
  MANAGEMENT_AUDIENCE,
  seedDemoIdentities,
  seedDemoTenant,
  startDevServer,
} from '@screenkit/dev-server';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as account from './project-flows/account-flows.js';
import type { Flow } from './project-flows/login-flows.js';
import * as login from './project-flows/login-flows.js';
import * as mfa from './project-flows/mfa-flows.js';
import type { FlowTarget, FlowTenant } from './project-flows/page-driver.js';
import { type Browser, launchBrowser } from './support/browser.js';
import {
  bundleCli,
  type CliResult,
  linkDependencies,
  runProjectTests,
  serveStatic,
} from './support/cli-project.js';

let cli: Awaited<ReturnType<typeof bundleCli>>;
let assets: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;
let work: string;

/** A tenant the flows log in to (dev server as production serves it), with a client allowed to deploy. */
interface Tenant extends FlowTenant {
  client: { client_id: string; client_secret: string };
}

async function startTenant(): Promise<Tenant> {
  const server = await startDevServer({ inMemory: true, liveReload: false });
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api/v2${path}`, {
      method,
      headers: {
        authorization: `Bearer ${server.managementToken}`,
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      // A hung call names itself instead of running into the test's timeout.
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  };
  // A machine-to-machine application allowed to read and update the prompts' settings.
  const client = await api('POST', '/clients', {
    name: 'screenkit deploy',
    app_type: 'non_interactive',
    grant_types: ['client_credentials'],
  });
  // Secrets are base64url and may begin with "-": one that reads like the help flag must still
  // reach deploy as --client-secret's value (a CI run once printed the help instead).
  client.client_secret = `-h${client.client_secret}`;
  await api('PATCH', `/clients/${client.client_id}`, { client_secret: client.client_secret });
  await api('POST', '/client-grants', {
    client_id: client.client_id,
    audience: MANAGEMENT_AUDIENCE,
    scope: ['read:prompts', 'update:prompts'],
  });
  // The demo tenant the flows log in to (users, connections, organizations, the consent API).
  const seed = { baseUrl: server.url, managementToken: server.managementToken };
  const { clientId: demoClientId } = await seedDemoTenant({
    ...seed,
    callback: `${server.url.replace('127.0.0.1', 'localhost')}/callback`,
  });
  await seedDemoIdentities(seed);
  return { server, client, api, demoClientId };
}

const ok = (result: CliResult) => {
  expect(result.stderr, result.stdout).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
};

interface AssetFile {
  file: string;
  integrity: string;
}

/** One starter's project, carried from step to step. */
interface Project {
  template: 'react' | 'js';
  example: string;
  screens: string;
  /** The tests in the starter's screen folders (src/screens/login-id/index.test.*). */
  ownTests: number;
  dir: string;
  tenant: Tenant;
  /** Its own browser context: the two projects' pages run at once, their cookies apart. */
  context: BrowserContext;
  manifest: {
    screens: Record<
      string,
      { prompt: string; js: AssetFile; css: AssetFile[]; preload: AssetFile[] }
    >;
  };
  built: string[];
}

let projects: Project[];

const SAMPLE_SCREENS = [
  'login',
  'signup',
  'mfa-otp-enrollment-qr',
  'mfa-push-enrollment-qr',
  'mfa-webauthn-roaming-enrollment',
  'mfa-login-options',
  'mfa-recovery-code-enrollment',
  'organization-picker',
  'customized-consent',
  'device-code-confirmation',
  'logout-complete',
] as const;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'screenkit-cli-'));
  let tenants: Tenant[];
  [cli, assets, browser, tenants] = await Promise.all([
    bundleCli(),
    serveStatic(work),
    launchBrowser(),
    Promise.all([startTenant(), startTenant()]),
  ]);
  // One screen ejected in each: its generated test runs with the project's, and it is what the
  // deployed page of that screen renders (the other 90 are screenkit's default screens).
  const cases = [
    { template: 'react', example: 'react-consent', screens: 'mfa-otp-challenge' },
    { template: 'js', example: 'js-consent', screens: 'login-id' },
  ] as const;
  const chromium = browser.context.browser();
  if (!chromium) throw new Error('no browser behind the context');
  const contexts = [
    browser.context,
    await chromium.newContext({ viewport: { width: 1100, height: 900 } }),
  ];
  projects = cases.map((c, i) => ({
    ...c,
    ownTests: 2,
    dir: join(work, c.template),
    tenant: tenants[i] as Tenant,
    context: contexts[i] as BrowserContext,
    manifest: { screens: {} },
    built: [],
  }));
});
afterAll(async () => {
  await projects?.[1]?.context.close();
  await browser?.close();
  await Promise.all([assets?.close(), ...(projects ?? []).map((p) => p.tenant.server.close())]);
  await rm(work, { recursive: true, force: true });
});

const target = ({ tenant }: Project) => [
  '--management-url',
  tenant.server.url,
  '--client-id',
  tenant.client.client_id,
  '--client-secret',
  tenant.client.client_secret,
];
const deployArgs = (project: Project) => [
  'deploy',
  ...target(project),
  '--assets-url',
  `${assets.url}/${project.template}/dist/`,
];

/**
 * One test per step; each step runs for both starters at once, each against its own tenant (the
 * steps mostly wait on child processes: two use both cores). A slow step on a loaded machine has
 * its own time budget, and a failure names the step.
 */
const eachProject = (step: (project: Project) => Promise<void>) => () =>
  Promise.all(projects.map(step)).then(() => undefined);

test(
  'init makes a project whose own tests pass',
  eachProject(async ({ template, example, screens, ownTests, dir }) => {
    // Registry ranges, dependencies linked from the workspace: installing a project from its
    // vendored packages is own-project.test.ts's part.
    ok(
      await cli.run([
        'init',
        dir,
        '--template',
        template,
        '--screens',
        screens,
        '--packages',
        'registry',
      ]),
    );
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.scripts)).toEqual(
      expect.arrayContaining(['dev', 'build', 'test', 'deploy']),
    );
    await linkDependencies(dir, example);
    // The project's own `test`: each screen against its fixture (test/), and the screens' own
    // tests written with the testing kit (src/, copied from the starter). The JS project runs
    // only src/ (its test/ file is the same generated one): each vitest run costs seconds.
    const tests = await runProjectTests(dir, template === 'js' ? ['src'] : []);
    expect(tests.code, tests.stdout + tests.stderr).toBe(0);
    const expected = (template === 'js' ? 0 : listScreens().length) + ownTests;
    expect(tests.stdout, template).toMatch(new RegExp(`Tests\\s+${expected} passed`));
    expect(tests.stdout).toContain(`src/screens/${screens}/index.test.`);
  }),
);

test(
  'build writes every screen with its integrity and no dev-only code',
  eachProject(async (project) => {
    const { dir, screens } = project;
    ok(await cli.run(['build'], dir));
    project.manifest = JSON.parse(
      await readFile(join(dir, 'dist', 'screenkit-manifest.json'), 'utf8'),
    );
    project.built = Object.keys(project.manifest.screens).sort();
    expect(project.built, project.template).toEqual([...listScreens()].sort());
    expect(project.built).toContain(screens);
    for (const entry of Object.values(project.manifest.screens)) {
      for (const file of [entry.js, ...entry.css, ...entry.preload]) {
        const bytes = await readFile(join(dir, 'dist', file.file));
        expect(file.integrity).toBe(
          `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
        );
        // No dev-only code: the toolbar and the dev server's endpoints stay out of the bundle.
        expect(bytes.toString()).not.toMatch(/screenkit-toolbar|\/_screenkit\//);
      }
    }
  }),
);

test(
  'deploy applies every screen once; a dry run and a second deploy change nothing',
  eachProject(async (project) => {
    const { dir, built, manifest, template, tenant } = project;
    const args = deployArgs(project);
    expect(ok(await cli.run(args, dir))).toContain(
      `Applied ${built.length} screen(s) in one PATCH /api/v2/prompts/rendering.`,
    );
    expect(ok(await cli.run([...args, '--dry-run'], dir))).toMatch(/\nNo change\.\n$/);
    expect(ok(await cli.run(args, dir))).toContain('No change: the tenant already matches.');
    // A refused token: one line on stderr, exit status 1.
    const refused = await cli.run(
      [...args.slice(0, 3), '--token', 'expired', ...args.slice(7)],
      dir,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^screenkit: GET \/api\/v2\/prompts\/rendering: 401, the token is not valid for this tenant \(Invalid token\) \(at [^\n]*\)\n$/,
    );

    const stored = await tenant.api('GET', '/prompts/login-id/screen/login-id/rendering');
    expect(stored.rendering_mode).toBe('advanced');
    expect(stored.head_tags[0]).toEqual({
      tag: 'script',
      attributes: {
        src: `${assets.url}/${template}/dist/${manifest.screens['login-id']?.js.file}`,
        type: 'module',
        defer: true,
        integrity: manifest.screens['login-id']?.js.integrity,
        crossorigin: 'anonymous',
      },
    });
  }),
);

test(
  'the tenant serves the screens from the uploaded assets; login-id posts',
  // Both starters at once, each in its own context (two pages navigating at once in one
  // context hung twice in whole-suite runs).
  eachProject(async (project) => {
    const { manifest, tenant, context } = project;
    // Every screen renders from the CDN copy with its integrity checked by the browser.
    const page = await context.newPage();
    page.setDefaultTimeout(20_000); // a stuck step fails with its own error, within the test's
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    // The tenant's and organizations' logos sit on hosts this machine cannot reach.
    // Loads a navigation cancels (the next screen's, a push poll in flight) are not failures.
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      if (request.resourceType() !== 'image' || request.url().startsWith('http://'))
        failures.push(`${request.url()} failed`);
    });
    // A screen of each kind, served from the CDN copy (every screen is built and deployed; the
    // check renders them all): forms, QR codes, push, WebAuthn, lists, consent, a result page.
    for (const screen of [...SAMPLE_SCREENS, project.screens]) {
      await page.goto(`${tenant.server.url}/preview/${manifest.screens[screen]?.prompt}/${screen}`);
      await page.locator('#root h1').first().waitFor({ timeout: 10_000 });
    }
    expect(failures).toEqual([]);

    // The login-id screen posts its form to the tenant.
    await page.goto(`${tenant.server.url}/preview/login-id/login-id`);
    await page.locator('input[name="username"]').fill('ada@example.com');
    // The response, not request.response(): that has no timeout of its own and a form post
    // the page navigates on can leave it pending. The load event of the page the post
    // navigates to, awaited from before the click: waitForLoadState() answered at once for the
    // page still showing, and a close() racing the posted page's commit hung Chromium for 60 s
    // (traced 2026-11-27: close sent 17 ms before the navigation committed).
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.waitForEvent('load'),
      page.locator('#root button[type="submit"]').click(),
    ]);
    const posted = new URLSearchParams(answer.request().postData() ?? '');
    expect(posted.get('username')).toBe('ada@example.com');
    expect(answer.status()).toBeLessThan(400);
    await page.close();
  }),
);

/**
 * The flows the local tenant offers, through the deployed screens of both projects (the
 * defaults, and the one each ejected), each login ending on the application's callback with a
 * code. The README's flows table names these tests. Each flow runs on both projects at once,
 * each in a browser context of its own, made for the flow and closed after it; the flows of one
 * tenant run one after the other.
 */
describe('login flows through the project screens', () => {
  /** Every wait a flow makes is bounded, so a stall fails on its own message, with its trail. */
  const FLOW_LIMIT = 45_000;
  const bounded = <T>(what: string, ms: number, work: Promise<T>): Promise<T> =>
    Promise.race([
      work,
      new Promise<never>((_, reject) => {
        const timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
        work.finally(() => clearTimeout(timer)).catch(() => {});
      }),
    ]);

  /**
   * Runs `flow` on each project's tenant at once, each on a page of a new context (cookies,
   * storage and virtual authenticators never outlive a flow; closing a context disposes of its
   * pages even mid-navigation). The first failure closes the other's context too (its flow then
   * fails at once instead of running on into the next test) and is the one reported, with the
   * page's last navigations and requests.
   */
  const eachTenant = (flow: Flow) => async () => {
    const chromium = browser.context.browser();
    if (!chromium) throw new Error('no browser behind the context');
    const contexts: BrowserContext[] = [];
    let first: Error | undefined;
    await Promise.allSettled(
      projects.map(async ({ template, tenant }) => {
        const trail: string[] = [];
        const note = (event: string) => trail.push(event) > 12 && trail.shift();
        try {
          const context = await bounded(
            'a new browser context',
            10_000,
            chromium.newContext({ viewport: { width: 1100, height: 900 } }),
          );
          contexts.push(context);
          const page = await bounded('a new page', 10_000, context.newPage());
          page.setDefaultTimeout(20_000);
          page.on('framenavigated', (f) => f === page.mainFrame() && note(`at ${f.url()}`));
          page.on('request', (r) => note(`${r.method()} ${r.url()}`));
          await bounded(
            `the flow (${FLOW_LIMIT} ms)`,
            FLOW_LIMIT,
            flow(page, { template, tenant, context }),
          );
        } catch (error) {
          first ??= new Error(
            `${template}: ${(error as Error).message}\nlast events:\n  ${trail.join('\n  ')}`,
            { cause: error },
          );
          await Promise.allSettled(contexts.map((c) => c.close()));
        }
      }),
    );
    await bounded(
      "closing the flow's contexts",
      10_000,
      Promise.all(contexts.map((c) => c.close())),
    );
    if (first) throw first;
  };

  test('password, identifier first: login-id, login-password, consent', eachTenant(login.password));
  test('signup: signup-id, signup-password', eachTenant(login.signup));
  test(
    'identifier first off: a login on the login screen, a signup on the signup screen',
    eachTenant(login.singlePage),
  );
  test(
    'passwordless email code: login-id, login-passwordless-email-code',
    eachTenant(login.passwordlessEmail),
  );
  test(
    'passwordless SMS code: login-id, login-passwordless-sms-otp',
    eachTenant(login.passwordlessSms),
  );
  test(
    'social: the Google button on login-id, an account picked on the local chooser',
    eachTenant(login.social),
  );
  test(
    'reset password: the forgot link, reset-password-request, the inbox link, reset-password, back to login',
    eachTenant(login.resetPassword),
  );
  test(
    "passkey enrolment and login: passkey-enrollment after a password, then login-id's passkey button (Chromium's virtual authenticator)",
    eachTenant(login.passkeyEnrolment),
  );
  test('MFA by email code (mfa-email-challenge), a wrong code first', eachTenant(mfa.mfaEmail));
  test(
    'MFA by authenticator app (mfa-otp-challenge), then a RAR consent (customized-consent)',
    eachTenant(mfa.mfaOtpWithRar),
  );
  test('MFA by SMS (mfa-sms-challenge)', eachTenant(mfa.mfaSms));
  test('MFA by voice call (mfa-voice-challenge)', eachTenant(mfa.mfaVoice));
  test(
    'MFA by push (mfa-push-challenge-push), approved on the local push approval page',
    eachTenant(mfa.mfaPush),
  );
  test(
    'MFA by security key (WebAuthn roaming): enrolment, challenge, then the recovery code',
    eachTenant(mfa.webauthnRoamingAndRecoveryCode),
  );
  test(
    'MFA by device biometrics (WebAuthn platform): enrolment, then challenge',
    eachTenant(mfa.webauthnPlatform),
  );
  test(
    'organization selection (before login), then the pre-login organization picker',
    eachTenant(account.organizationSelection),
  );
  test('organization picker (after login)', eachTenant(account.organizationPicker));
  test(
    'invitation: accept-invitation from the emailed link, then signup',
    eachTenant(account.invitation),
  );
  test(
    'brute-force unblock: ten wrong passwords, the emailed link, brute-force-protection-unblock, used once',
    eachTenant(account.bruteForceUnblock),
  );
  test(
    'logout: the logout question (no, then yes), logout-complete, login asked again; /v2/logout',
    eachTenant(account.logout),
  );
  test(
    'device flow: /activate, device-code-activation, login, device-code-confirmation',
    eachTenant(account.deviceFlow),
  );
});

test(
  'deploy --revert puts a screen back to standard',
  eachProject(async (project) => {
    const { dir, tenant } = project;
    expect(
      ok(await cli.run(['deploy', ...target(project), '--revert', 'login-id'], dir)),
    ).toContain('Applied 1 screen(s)');
    const stored = await tenant.api('GET', '/prompts/login-id/screen/login-id/rendering');
    expect(stored.rendering_mode).toBe('standard');
  }),
);
