/**
 * Form posts to `/u/<screen>?state=` (REFERENCE section 1): urlencoded fields with `action`
 * and `state`. Consent answers go to the authorization server, which redirects to the client
 * (code and state on accept, `error=access_denied` on deny). A stale or unknown state, an
 * unknown action or a missing field re-renders the screen with `transaction.errors`, as the
 * service does.
 */

import type { TransactionError } from '@screenkit/core';
import { type PromptName, promptOfScreen } from '@screenkit/core';
import { escapeHtml } from '@screenkit/core/templates';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { answerDeviceActivation } from '../login/device-activation.js';
import { advanceLogin } from '../login/engine.js';
import { answerLogout } from '../login/logout-confirmation.js';
import { webauthnRouteScreen } from '../login/mfa-webauthn.js';
import { answerUnblock } from '../login/unblock-link.js';
import { SESSION_COOKIE } from '../protocol/login-session.js';
import { browserOf } from '../protocol/transaction-binding.js';
import { type AssembledPage, assembleContext } from '../rendering/assemble-context.js';
import { resolveScreen } from '../rendering/load-fixture.js';
import { isConsentPrompt, screenActions, screenFields } from '../rendering/screen-fields.js';
import type { TenantData } from '../rendering/tenant-data.js';
import { setFlowCookies } from './flow-cookies.js';
import type { PagesOptions } from './pages-options.js';
import { answerConsent, findTransaction, invalidStateError } from './transactions.js';

export interface FormPostDeps {
  tenant: TenantData;
  options: PagesOptions;
  respond: (
    c: Context,
    page: AssembledPage,
    extraBody?: string,
    status?: number,
  ) => Promise<Response>;
}

// Never echoed back into `submitted_form_data`.
const SECRET_FIELDS = new Set(['password', 'code', 'otp', 'recovery_code']);

async function readFields(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data'))
    return {};
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string' && name !== '__proto__') fields[name] = value;
  }
  return fields;
}

export async function handleFormPost(c: Context, deps: FormPostDeps): Promise<Response> {
  const { tenant, options, respond } = deps;
  const fields = await readFields(c);
  const state = fields.state || c.req.query('state') || '';
  const transaction = state ? findTransaction(tenant.store, state) : undefined;
  // The SDK posts some WebAuthn screens to a shared route (`/u/mfa-webauthn-challenge`).
  const screen = resolveScreen(
    webauthnRouteScreen(c.req.param('screen') ?? '', transaction?.screen),
  );
  const prompt = promptOfScreen(screen) as PromptName;

  const rerender = async (errors: TransactionError[], status: number) => {
    const submitted: Record<string, string> = {};
    for (const [name, value] of Object.entries(fields))
      if (!SECRET_FIELDS.has(name) && name !== 'state') submitted[name] = value;
    const page = await assembleContext({
      tenant,
      screen,
      state,
      errors,
      submitted,
      projectDir: options.projectDir,
      host: c.req.header('host'),
      ...(transaction ? { request: transaction.request, user: transaction.user } : {}),
    });
    return respond(c, page, '', status);
  };

  if (!transaction || transaction.screen !== screen) return rerender([invalidStateError()], 400);

  // A login in progress, a device activation, a logout or an account unblock: src/login/
  // decides what comes next.
  const sessionToken = getCookie(c, SESSION_COOKIE);
  const step =
    (await advanceLogin(tenant.store, state, screen, fields, browserOf(c))) ??
    answerDeviceActivation(tenant.store, state, screen, fields, {
      sessionToken,
      origin: new URL(c.req.url).origin,
    }) ??
    (await answerLogout(tenant.store, state, screen, fields, sessionToken)) ??
    (await answerUnblock(tenant.store, state, screen));
  if (step && 'redirect' in step) {
    setFlowCookies(c, step.cookies);
    return c.redirect(step.redirect, 302);
  }
  if (step) return rerender(step.errors, step.status);

  // No `action` field means `default`, as on the service (the official SDK's login posts none).
  const action = fields.action ?? 'default';
  if (!screenActions(prompt, screen).includes(action)) {
    return rerender(
      [
        {
          code: 'invalid-action',
          field: 'action',
          message: `Unknown action ${JSON.stringify(action.slice(0, 40))}: this screen accepts ${screenActions(prompt, screen).join(', ')}`,
        },
      ],
      400,
    );
  }
  if (isConsentPrompt(prompt)) {
    const location = await answerConsent(tenant.store, state, action as 'accept' | 'deny');
    return c.redirect(location, 302);
  }
  const missing = screenFields(prompt, screen).filter((field) => !fields[field.name]?.trim());
  if (missing.length > 0) {
    return rerender(
      missing.map((field) => ({
        code: 'required',
        field: field.name,
        message: `${field.label} is required.`,
      })),
      400,
    );
  }
  // The dev server has no user directory to check credentials against: say what was received.
  const received = Object.keys(fields)
    .filter((name) => name !== 'state')
    .map((name) => `<li><code>${escapeHtml(name)}</code></li>`)
    .join('');
  return c.html(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Submitted</title></head><body><h1>${escapeHtml(screen)}: form accepted</h1><p>The dev server received the fields:</p><ul>${received}</ul></body></html>`,
  );
}
