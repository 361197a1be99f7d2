/**
 * `standard` rendering mode: the page host's own page, working with no bundle at all. It shows
 * the screen's texts and errors and a plain HTML form posting `action` and `state` to the
 * current URL. On customized-consent the tenant's partial is rendered with core's renderPartial
 * (every value escaped there); the page host writes nothing from the request unescaped.
 */
import type { UniversalLoginContext } from '@screenkit/core';
import { escapeHtml } from '@screenkit/core/templates';
import { isConsentPrompt, screenActions, screenFields } from './screen-fields.js';

export interface StandardBody {
  context: UniversalLoginContext;
  /** Form action: the current page URL. */
  formAction: string;
  /** Markup of the customized-consent partial, already rendered and escaped by core. */
  consentMarkup?: string;
}

function errorList(context: UniversalLoginContext): string {
  const errors = context.transaction.errors ?? [];
  if (errors.length === 0) return '';
  const items = errors
    .map(
      (error) =>
        `<li data-code="${escapeHtml(error.code)}"${error.field ? ` data-field="${escapeHtml(error.field)}"` : ''}>${escapeHtml(error.message)}</li>`,
    )
    .join('');
  return `<ul class="sk-errors" role="alert">${items}</ul>`;
}

function scopeList(context: UniversalLoginContext): string {
  const data = context.screen.data ?? {};
  if (data.hideScopes === true || !Array.isArray(data.scopes) || data.scopes.length === 0)
    return '';
  const items = (data.scopes as { value?: unknown; description?: unknown }[])
    .map(
      (scope) =>
        `<li><code>${escapeHtml(scope.value)}</code>${scope.description ? ` ${escapeHtml(scope.description)}` : ''}</li>`,
    )
    .join('');
  return `<ul class="sk-scopes">${items}</ul>`;
}

function consentForm(input: StandardBody): string {
  const texts = input.context.screen.texts ?? {};
  return [
    scopeList(input.context),
    input.consentMarkup !== undefined
      ? `<div class="sk-partial" data-partial="form-content">${input.consentMarkup}</div>`
      : '',
    '<div class="sk-actions">',
    `<button type="submit" name="action" value="deny" class="sk-secondary">${escapeHtml(texts.declineButtonText ?? 'Decline')}</button>`,
    `<button type="submit" name="action" value="accept">${escapeHtml(texts.acceptButtonText ?? 'Accept')}</button>`,
    '</div>',
  ].join('\n');
}

function plainForm(input: StandardBody): string {
  const { prompt, screen } = input.context;
  const texts = screen.texts ?? {};
  const fields = screenFields(prompt.name, screen.name)
    .map(
      (field) =>
        `<label>${escapeHtml(field.label)}<input name="${field.name}" type="${field.type}"${field.autocomplete ? ` autocomplete="${field.autocomplete}"` : ''} required></label>`,
    )
    .join('\n');
  const actions = screenActions(prompt.name, screen.name);
  if (actions.length !== 1) return `${fields}\n${actionButtons(actions, texts)}`;
  return `${fields}\n<button type="submit" name="action" value="${actions[0]}">${escapeHtml(texts.buttonText ?? 'Continue')}</button>`;
}

/**
 * A screen with a choice (logout: accept or deny; the device confirmation: confirm or cancel),
 * each button labelled by its `<action>ButtonText` (`declineButtonText` for deny), the first
 * action last as the primary one. A result screen (no action) has no button.
 */
function actionButtons(actions: readonly string[], texts: Record<string, string>): string {
  const label = (action: string) =>
    texts[`${action === 'deny' ? 'decline' : action}ButtonText`] ??
    action.charAt(0).toUpperCase() + action.slice(1);
  const buttons = [...actions]
    .reverse()
    .map(
      (action, i) =>
        `<button type="submit" name="action" value="${escapeHtml(action)}"${i < actions.length - 1 ? ' class="sk-secondary"' : ''}>${escapeHtml(label(action))}</button>`,
    );
  return buttons.length ? `<div class="sk-actions">${buttons.join('\n')}</div>` : '';
}

/** The device confirmation shows the code to compare with the device's. */
function deviceCode(context: UniversalLoginContext): string {
  const code = context.screen.data?.text_code;
  return context.screen.name === 'device-code-confirmation' && typeof code === 'string'
    ? `<p class="sk-code"><code>${escapeHtml(code)}</code></p>`
    : '';
}

/** The <body> content of the built-in page. */
export function renderStandardBody(input: StandardBody): string {
  const { context } = input;
  const texts = context.screen.texts ?? {};
  const form = isConsentPrompt(context.prompt.name) ? consentForm(input) : plainForm(input);
  return `<main class="sk-card" data-screen="${escapeHtml(context.screen.name)}">
  <p class="sk-client">${escapeHtml(context.client?.name ?? '')}</p>
  <h1>${escapeHtml(texts.title ?? context.screen.name)}</h1>
  ${texts.description ? `<p>${escapeHtml(texts.description)}</p>` : ''}
  ${deviceCode(context)}
  ${errorList(context)}
  <form method="post" action="${escapeHtml(input.formAction)}">
    <input type="hidden" name="state" value="${escapeHtml(context.transaction.state)}">
    ${form}
  </form>
</main>`;
}

export const STANDARD_STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f4f8;font:15px/1.5 system-ui,sans-serif;color:#1e212a}
.sk-card{background:#fff;border-radius:10px;box-shadow:0 8px 30px #0002;padding:32px 40px;width:min(440px,92vw)}
.sk-card h1{font-size:22px;margin:.2em 0}.sk-client{color:#65676e;margin:0}
.sk-errors{background:#fdecea;color:#b3261e;border-radius:6px;padding:8px 8px 8px 28px}
.sk-scopes{padding-left:20px}.sk-partial{border:1px solid #e3e4e8;border-radius:8px;padding:12px 16px;margin:12px 0}
label{display:block;margin:12px 0}input:not([type=hidden]){display:block;width:100%;box-sizing:border-box;padding:10px;margin-top:4px;border:1px solid #c9cace;border-radius:6px}
.sk-actions{display:flex;gap:12px;justify-content:flex-end;margin-top:16px}
button{background:#635dff;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:15px;cursor:pointer}
button.sk-secondary{background:#fff;color:#1e212a;border:1px solid #c9cace}`;

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/**
 * The default theme's colors over STANDARD_STYLE. Only hex colors are written (the API accepts
 * nothing else; a hand-edited store value that is not one is skipped), so no theme value can
 * leave the style element.
 */
export function themeStyle(context: UniversalLoginContext): string {
  const theme = (context.branding?.themes as { default?: Record<string, unknown> } | undefined)
    ?.default;
  const colors = (theme?.colors ?? {}) as Record<string, unknown>;
  const page = (theme?.page_background ?? {}) as Record<string, unknown>;
  const hex = (value: unknown) => (typeof value === 'string' && HEX.test(value) ? value : '');
  const rules = [
    ['body', 'background', hex(page.background_color)],
    ['body', 'color', hex(colors.body_text)],
    ['.sk-card', 'background', hex(colors.widget_background)],
    ['button:not(.sk-secondary)', 'background', hex(colors.primary_button)],
    ['button:not(.sk-secondary)', 'color', hex(colors.primary_button_label)],
    ['.sk-errors', 'color', hex(colors.error)],
  ];
  return rules
    .filter(([, , value]) => value)
    .map(([selector, property, value]) => `${selector}{${property}:${value}}`)
    .join('');
}
