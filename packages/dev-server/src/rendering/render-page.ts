/**
 * The HTML page the service answers for a login screen. `advanced` mode: the default head tags
 * (unless `default_head_tags_disabled`), the context filtered by `context_configuration` and
 * embedded safely, then the stored `head_tags` that load the developer's bundle. `standard`
 * mode: the page host's own built-in page.
 */
import type { UniversalLoginContext } from '@screenkit/core';
import { escapeHtml } from '@screenkit/core/templates';
import { applyContextConfiguration } from './context-configuration.js';
import { contextScript } from './embed-context.js';
import { type HeadTag, renderHeadTags } from './head-tags.js';
import { renderStandardBody, STANDARD_STYLE } from './standard-page.js';

/** The stored rendering settings of a screen, as the Management API keeps them. */
export interface RenderingSettings {
  rendering_mode?: 'advanced' | 'standard' | null;
  context_configuration?: string[] | null;
  default_head_tags_disabled?: boolean | null;
  head_tags?: HeadTag[] | null;
  use_page_template?: boolean | null;
}

export interface PageInput {
  /** The full assembled context (every optional part; filtering happens here). */
  context: UniversalLoginContext;
  rendering?: RenderingSettings | undefined;
  /** Where the form posts: the page's own URL. */
  formAction: string;
  /** Standard mode on customized-consent: the partial's markup, rendered by core. */
  consentMarkup?: string | undefined;
  /** Extra markup for the end of <head> and <body> (the dev toolbar, Vite's client). */
  extraHead?: string;
  extraBody?: string;
}

function defaultHeadTags(context: UniversalLoginContext): string {
  const title = context.screen.texts?.pageTitle ?? `${context.screen.name} | screenkit`;
  return [
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
  ].join('\n    ');
}

/** The context exactly as the page receives it in advanced mode. */
export function pageContext(
  context: UniversalLoginContext,
  rendering: RenderingSettings | undefined,
): UniversalLoginContext {
  const listed = rendering?.context_configuration;
  return applyContextConfiguration(context, Array.isArray(listed) ? listed : []);
}

export function renderPage(input: PageInput): string {
  const { context, rendering } = input;
  const lang = escapeHtml(context.transaction.locale ?? 'en');
  if (rendering?.rendering_mode === 'advanced') {
    const head = [
      '<meta charset="utf-8">',
      rendering.default_head_tags_disabled ? '' : defaultHeadTags(context),
      contextScript(pageContext(context, rendering)),
      renderHeadTags(rendering.head_tags),
      input.extraHead ?? '',
    ].filter(Boolean);
    return `<!DOCTYPE html>
<html lang="${lang}">
  <head>
    ${head.join('\n    ')}
  </head>
  <body>${input.extraBody ?? ''}</body>
</html>
`;
  }
  return `<!DOCTYPE html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    ${defaultHeadTags(context)}
    <style>${STANDARD_STYLE}</style>
    ${input.extraHead ?? ''}
  </head>
  <body>
${renderStandardBody({ context, formAction: input.formAction, ...(input.consentMarkup !== undefined ? { consentMarkup: input.consentMarkup } : {}) })}
${input.extraBody ?? ''}
  </body>
</html>
`;
}
