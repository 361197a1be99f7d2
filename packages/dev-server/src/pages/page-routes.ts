/**
 * The login page host: `/u/<screen>?state=` (what the service serves during a transaction),
 * `/preview/<prompt>/<screen>?variant=` (any screen with fixture data and a fresh preview
 * transaction), form posts to `/u/<screen>`, and small JSON endpoints the dev toolbar and
 * scripts use. Mounted on the dev server's app and, through it, inside Vite.
 */
import { type PromptName, promptOfScreen, type UniversalLoginContext } from '@screenkit/core';
import type { JsonObject } from '@screenkit/core/fixtures';
import { FixtureError, listFixtureScreens } from '@screenkit/core/fixtures';
import { escapeHtml } from '@screenkit/core/templates';
import { type Context, Hono } from 'hono';
import { applyDraft, DraftContexts } from '../devtools/context-editor/drafts.js';
import { contextEditorRoutes } from '../devtools/context-editor/editor-routes.js';
import { renderDevToolbar } from '../devtools/dev-toolbar.js';
import { galleryData, screensWithVariants } from '../devtools/gallery/gallery-data.js';
import { galleryFilters, renderGallery } from '../devtools/gallery/gallery-page.js';
import { navigate } from '../login/engine.js';
import { pushPollAnswer } from '../login/push-approval.js';
import { guardLoginTransaction } from '../middleware/login-transaction-guard.js';
import { managementAuth, requireScope } from '../middleware/management-auth.js';
import {
  type AssembledPage,
  assembleContext,
  defaultSampleRequest,
} from '../rendering/assemble-context.js';
import { renderConsentMarkup } from '../rendering/consent-markup.js';
import { DEV_HOME_PATH, FAVICON_SVG, renderHomePage } from '../rendering/dev-index.js';
import { listVariants, resolveScreen } from '../rendering/load-fixture.js';
import {
  applyPreviewOptions,
  deliverTheme,
  PreviewOptionError,
  readPreviewOptions,
} from '../rendering/preview-options.js';
import { pageContext, renderPage } from '../rendering/render-page.js';
import { TenantData } from '../rendering/tenant-data.js';
import type { AppDeps } from '../tenant/app-deps.js';
import { readJsonBody } from '../validation/read-body.js';
import { renderCallbackPage } from './callback-page.js';
import { handleFormPost } from './form-post.js';
import { LIVE_RELOAD_SCRIPT, liveReloadRoutes } from './live-reload.js';
import type { PagesOptions } from './pages-options.js';
import { checkSampleRequest, SampleRequestBody } from './sample-request.js';
import { findTransaction, invalidStateError, startPreview } from './transactions.js';

export type { PagesOptions, ShellInput } from './pages-options.js';

export function pagesRoutes(deps: AppDeps, given: PagesOptions = {}): Hono {
  const app = new Hono();
  const tenant = new TenantData(deps.store);
  const options: PagesOptions = { ...given };
  // `screenkit dev` on a store folder: the project is the current directory, as for the store
  // itself. In memory (tests), no project files are read unless a projectDir is given.
  if (options.projectDir === undefined && deps.store.dir !== undefined)
    options.projectDir = process.cwd();

  /**
   * Renders an assembled page, in the developer's shell or the page host's own HTML.
   * `liveReload: false`: a gallery thumbnail. Each live-reload script holds an HTTP connection
   * open, and a browser gives a host six: the gallery page listens for all its frames instead.
   */
  async function respond(
    c: Context,
    page: AssembledPage,
    extraBody = '',
    status = 200,
    liveReload = options.liveReload === true,
  ) {
    const url = `${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
    const formAction = `/u/${page.screen}?state=${encodeURIComponent(page.context.transaction.state)}`;
    if (options.renderShell) {
      const context = pageContext(page.context, page.rendering);
      const html = await options.renderShell({ url, page, context, extraBody });
      return c.html(html, status as 200);
    }
    const advanced = page.rendering?.rendering_mode === 'advanced';
    const consentMarkup =
      !advanced && page.prompt === 'customized-consent'
        ? renderConsentMarkup(page.context, page.partials)
        : undefined;
    const html = renderPage({
      context: page.context,
      rendering: page.rendering,
      formAction,
      consentMarkup,
      pageTemplate: tenant.pageTemplate(),
      extraBody: liveReload ? `${extraBody}${LIVE_RELOAD_SCRIPT}` : extraBody,
    });
    return c.html(html, status as 200);
  }

  /** The context the page itself gets: filtered in advanced mode and in the Vite shell. */
  function shownContext(page: AssembledPage): UniversalLoginContext {
    const filtered = options.renderShell || page.rendering?.rendering_mode === 'advanced';
    return filtered ? pageContext(page.context, page.rendering) : page.context;
  }

  async function toolbar(page: AssembledPage, variant: string): Promise<string> {
    return renderDevToolbar({
      prompt: page.prompt,
      screen: page.screen,
      variant,
      variants: await listVariants(page.screen, options.projectDir),
      screens: listFixtureScreens(),
      warnings: page.warnings,
      context: shownContext(page),
    });
  }

  const drafts = new DraftContexts();
  app.route(
    '/',
    contextEditorRoutes({
      drafts,
      projectDir: options.projectDir,
      async baseline(screen, state) {
        const transaction = findTransaction(deps.store, state);
        const page = await assembleContext({
          tenant,
          screen,
          state,
          ...(transaction ? { request: transaction.request, user: transaction.user } : {}),
          projectDir: options.projectDir,
        });
        return shownContext(page) as unknown as JsonObject;
      },
    }),
  );

  const shared = { tenant, options, respond };

  if (options.liveReload) app.route('/', liveReloadRoutes(deps.store, options.projectDir));

  // Every step of a login comes from the browser that started it, posts from its own pages
  // (middleware/login-transaction-guard.ts). A refusal shows the screen with the error and
  // nothing of the transaction.
  const guard = guardLoginTransaction({
    store: deps.store,
    async refuse(c, { status, error }) {
      const screen = refusedScreen(c.req.param('screen'), c.req.param('prompt'));
      if (!screen) return c.html(errorPage(error.message), status);
      const page = await assembleContext({
        tenant,
        screen,
        state: '',
        projectDir: options.projectDir,
        errors: [error],
      });
      return respond(c, page, '', status);
    },
    // A link of the flow (signup, forgot password, back to login) moves the transaction.
    navigates: (c, transaction) => c.req.param('screen') !== transaction.screen,
  });
  app.use('/u/:screen', guard);

  app.get('/u/:screen', async (c) => {
    const screen = c.req.param('screen');
    const state = c.req.query('state') ?? '';
    // A link of the login flow (signup, forgot password, back to login) moves the transaction.
    if (state) navigate(deps.store, state, screen);
    const transaction = state ? findTransaction(deps.store, state) : undefined;
    if (!transaction || transaction.screen !== screen) {
      const page = await assembleContext({
        tenant,
        screen,
        state,
        projectDir: options.projectDir,
        errors: [invalidStateError()],
      });
      return respond(c, page, '', 400);
    }
    // A push challenge polls its own page as JSON until the app has answered.
    const poll = c.req.header('accept')?.startsWith('application/json')
      ? pushPollAnswer(deps.store, state, screen)
      : undefined;
    if (poll) return c.json(poll);
    const page = await assembleContext({
      tenant,
      screen,
      state,
      request: transaction.request,
      user: transaction.user,
      projectDir: options.projectDir,
      host: c.req.header('host'),
    });
    return respond(c, page);
  });

  app.post('/u/:screen', (c) => handleFormPost(c, shared));

  app.get('/preview', async (c) =>
    c.html(
      renderGallery(
        { ...(await galleryData(deps.store, options.projectDir)), host: options.galleryHost },
        galleryFilters(c.req.query()),
        options.liveReload ? LIVE_RELOAD_SCRIPT : '',
      ),
    ),
  );
  app.get('/preview/:prompt/:screen', async (c) => {
    const screen = resolveScreen(c.req.param('screen'), c.req.param('prompt'));
    const variant = c.req.query('variant') ?? 'default';
    const previewOptions = readPreviewOptions(c.req.query());
    const request =
      tenant.sampleRequest(screen) ?? defaultSampleRequest(promptOfScreen(screen) as PromptName);
    const transaction = startPreview(tenant, screen, request);
    const page = await assembleContext({
      tenant,
      screen,
      variant,
      state: transaction.state,
      request: transaction.request,
      user: transaction.user,
      projectDir: options.projectDir,
    });
    page.context = applyPreviewOptions(page.context, previewOptions);
    const draft = c.req.query('draft');
    if (draft) applyDraft(page, drafts.get(draft, screen), transaction.state);
    if (previewOptions.theme) {
      const { rendering, warning } = deliverTheme(page.rendering);
      page.rendering = rendering;
      if (warning) page.warnings.push(warning);
    }
    if (previewOptions.frame) return respond(c, page, '', 200, false);
    return respond(c, page, await toolbar(page, variant));
  });

  // A preview page posts to its own URL (core posts to the current location), like /u/ pages.
  app.post('/preview/:prompt/:screen', guard, (c) => {
    resolveScreen(c.req.param('screen'), c.req.param('prompt'));
    return handleFormPost(c, shared);
  });

  app.get('/callback', (c) => c.html(renderCallbackPage(c.req.query())));
  const home = (c: Context) => c.html(renderHomePage(new URL(c.req.url).origin));
  app.get('/', home);
  app.get(DEV_HOME_PATH, home);
  app.get('/favicon.ico', (c) =>
    c.body(FAVICON_SVG, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    }),
  );

  app.get('/_screenkit/screens', async (c) =>
    c.json(await screensWithVariants(options.projectDir)),
  );
  app.get('/_screenkit/sample-requests/:screen', (c) => {
    const screen = resolveScreen(c.req.param('screen'));
    return c.json(tenant.sampleRequest(screen) ?? null);
  });
  app.put(
    '/_screenkit/sample-requests/:screen',
    managementAuth(deps.keys),
    requireScope('update:prompts'),
    async (c) => {
      const screen = resolveScreen(c.req.param('screen'));
      const body = await readJsonBody(c, SampleRequestBody());
      checkSampleRequest(tenant, body);
      await tenant.setSampleRequest(screen, body);
      return c.json(body);
    },
  );

  app.onError((error, c) => {
    if (error instanceof FixtureError) {
      const status =
        error.code === 'unknown_screen' || error.code === 'unknown_variant' ? 404 : 400;
      return c.html(errorPage(error.message), status);
    }
    if (error instanceof PreviewOptionError) return c.html(errorPage(error.message), 400);
    throw error;
  });
  return app;
}

/** The screen a refused request names, if it names one (the SDK's WebAuthn routes do not). */
function refusedScreen(screen: string | undefined, prompt: string | undefined) {
  try {
    return resolveScreen(screen ?? '', prompt);
  } catch {
    return undefined;
  }
}

function errorPage(message: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>screenkit</title></head><body><h1>Cannot render this screen</h1><p>${escapeHtml(message)}</p><p><a href="/preview">All screens</a></p></body></html>`;
}
