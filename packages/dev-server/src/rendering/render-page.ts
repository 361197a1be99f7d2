/**
 * The HTML page the service answers for a login screen. `advanced` mode: the default head tags
 * (unless `default_head_tags_disabled`), the context filtered by `context_configuration` and
 * embedded safely, then the stored `head_tags` that load the developer's bundle. `standard`
 * mode: the page host's own built-in page, in the default theme's colors.
 */
import type { UniversalLoginContext } from '@screenkit/core';
import { escapeHtml } from '@screenkit/core/templates';
import { HEAD_TAG, WIDGET_TAG } from '../tenant/page-template.js';
import { applyContextConfiguration } from './context-configuration.js';
import { contextScript } from './embed-context.js';
import { type HeadTag, renderHeadTags } from './head-tags.js';
import { renderStandardBody, STANDARD_STYLE, themeStyle } from './standard-page.js';

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
  /** The tenant's page template; used when the screen's settings say `use_page_template`. */
  pageTemplate?: string | undefined;
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
  const { head, body } =
    rendering?.rendering_mode === 'advanced'
      ? {
          head: [
            '<meta charset="utf-8">',
            rendering.default_head_tags_disabled ? '' : defaultHeadTags(context),
            contextScript(pageContext(context, rendering)),
            renderHeadTags(rendering.head_tags),
            input.extraHead ?? '',
          ].filter(Boolean),
          body: input.extraBody ?? '',
        }
      : {
          head: [
            '<meta charset="utf-8">',
            defaultHeadTags(context),
            `<style>${STANDARD_STYLE}${themeStyle(context)}</style>`,
            input.extraHead ?? '',
          ].filter(Boolean),
          body: `
${renderStandardBody({ context, formAction: input.formAction, ...(input.consentMarkup !== undefined ? { consentMarkup: input.consentMarkup } : {}) })}
${input.extraBody ?? ''}
  `,
        };
  if (rendering?.use_page_template === true && input.pageTemplate !== undefined)
    return inTemplate(input.pageTemplate, head.join('\n'), body);
  return `<!DOCTYPE html>
<html lang="${lang}">
  <head>
    ${head.join('\n    ')}
  </head>
  <body>${body}</body>
</html>
`;
}

/**
 * The tenant's template with the page's head and widget at its two tags. The template is the
 * tenant's own HTML, kept as written; only screenkit's escaped markup goes in (a function
 * replacer, so `$&` in the page is not a pattern).
 */
function inTemplate(template: string, head: string, widget: string): string {
  return template.replace(HEAD_TAG, () => head).replace(WIDGET_TAG, () => widget);
}
