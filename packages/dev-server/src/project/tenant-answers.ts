/**
 * The shapes of the Management API answers the CLI reads, checked before anything uses them:
 * a page of `GET /prompts/rendering`, the partials of a prompt, the client-credentials token,
 * the prompt settings, custom text, the default theme, the branding and the page template (these last through
 * the Management API's own schemas, tenant/customization-schemas.ts: what pull writes, deploy
 * can send back).
 * Names that become file names (prompts, screens, insertion points) are checked by
 * tenant-names.ts here too, so a wrong answer is one line naming its path and value
 * (`answerError`), never a TypeError further on or a file outside tenant/.
 *
 * Fields the CLI only carries along (head tags, filters...) stay open: the service may add to
 * them, and `deploy` sends back what it read.
 */
import * as z from 'zod';
import type { ThemeRecord } from '../tenant/branding-themes.js';
import { PROMPT_LANGUAGES } from '../tenant/custom-text.js';
import { brandingBody, customTextBody, themeBody } from '../tenant/customization-schemas.js';
import { MAX_TEMPLATE_LENGTH, templateProblem } from '../tenant/page-template.js';
import { describeIssue } from '../validation/describe-issue.js';
import { lazy } from '../validation/lazy.js';
import { CliError } from './cli-error.js';
import { insertionPointProblem, promptProblem, screenProblem } from './tenant-names.js';

type Refinement = z.core.$RefinementCtx;

const problem = (ctx: Refinement, path: PropertyKey[], message: string | undefined) => {
  if (message) ctx.addIssue({ code: 'custom', path, message });
};

export const answerSchemas = lazy(() => {
  const renderingConfig = z
    .looseObject({
      prompt: z.string(),
      screen: z.string(),
      rendering_mode: z.enum(['advanced', 'standard']).optional(),
      context_configuration: z.array(z.string()).nullable().optional(),
      default_head_tags_disabled: z.boolean().nullable().optional(),
      use_page_template: z.boolean().nullable().optional(),
      head_tags: z
        .array(
          z.looseObject({
            tag: z.string(),
            attributes: z.record(z.string(), z.unknown()).optional(),
          }),
        )
        .nullable()
        .optional(),
      filters: z.looseObject({}).nullable().optional(),
    })
    .superRefine((config, ctx) => {
      const wrongPrompt = promptProblem(config.prompt);
      problem(ctx, ['prompt'], wrongPrompt);
      if (!wrongPrompt) problem(ctx, ['screen'], screenProblem(config.prompt, config.screen));
    });

  const renderingPage = z.looseObject({
    configs: z.array(renderingConfig),
    total: z.number().int().nonnegative(),
  });

  /** One prompt's partials: screen -> insertion point -> template. */
  const promptPartials = (prompt: string) =>
    z.record(z.string(), z.record(z.string(), z.string())).superRefine((screens, ctx) => {
      for (const [screen, points] of Object.entries(screens)) {
        problem(ctx, [screen], screenProblem(prompt, screen));
        for (const point of Object.keys(points))
          problem(ctx, [screen, point], insertionPointProblem(point));
      }
    });

  const token = z.looseObject({ access_token: z.string().min(1) });

  /** `GET /custom-domains`: what doctor reads of each. */
  const customDomains = z.array(z.looseObject({ domain: z.string(), status: z.string() }));

  /** `GET /prompts`: the three settings `deploy` sends back. */
  const promptSettings = z
    .looseObject({
      universal_login_experience: z.enum(['new', 'classic']).optional(),
      identifier_first: z.boolean().nullable().optional(),
      webauthn_platform_first_factor: z.boolean().nullable().optional(),
    })
    .transform(({ universal_login_experience, identifier_first, webauthn_platform_first_factor }) =>
      Object.fromEntries(
        Object.entries({
          universal_login_experience,
          identifier_first,
          webauthn_platform_first_factor,
        }).filter(([, v]) => v !== undefined && v !== null),
      ),
    );

  /**
   * `GET /tenants/settings`: the languages pull asks custom text in. Each becomes part of a
   * request path (`/prompts/<prompt>/custom-text/<language>`): only the service's languages.
   */
  const tenantLanguages = z.looseObject({
    enabled_locales: z
      .array(
        z.string().refine((l) => PROMPT_LANGUAGES.has(l), {
          message: 'not a language the service takes custom text in',
        }),
      )
      .optional(),
  });

  /** `GET /branding/themes/default`: the theme's five groups in full and its themeId. */
  const theme = (themeBody() as unknown as z.ZodObject).extend({
    themeId: z.string().min(1),
  }) as unknown as z.ZodType<ThemeRecord>;

  /** `GET /branding/templates/universal-login`. */
  const pageTemplate = z.looseObject({
    body: z
      .string()
      .max(MAX_TEMPLATE_LENGTH)
      .superRefine((body, ctx) => problem(ctx, [], templateProblem(body))),
  });

  /**
   * `GET /branding`: the fields branding.json holds, each through the body schema `deploy`
   * sends it back with (so a tenant's `javascript:` logo is refused here, never written).
   */
  const branding = z
    .looseObject({})
    .transform((answer: Record<string, unknown>) =>
      Object.fromEntries(
        ['colors', 'logo_url', 'favicon_url', 'font'].flatMap((key) =>
          answer[key] === undefined ? [] : [[key, answer[key]]],
        ),
      ),
    )
    .pipe(brandingBody());

  return {
    renderingPage,
    branding,
    promptPartials,
    token,
    customDomains,
    promptSettings,
    customText: customTextBody,
    tenantLanguages,
    theme,
    pageTemplate,
  };
});

export type RenderingAnswer = z.output<
  ReturnType<typeof answerSchemas>['renderingPage']
>['configs'][number];

/**
 * `value` (what `what`, e.g. `GET /api/v2/prompts/rendering`, answered at `url`) through
 * `schema`, or a CliError naming the first wrong path.
 */
export function checkAnswer<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
  url: string,
): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw answerError(result.error.issues[0], what, url);
}

function answerError(issue: z.core.$ZodIssue | undefined, what: string, url: string): CliError {
  if (!issue) return new CliError('invalid_answer', url, `${what}: unexpected answer`);
  const { message: described, path } = describeIssue(issue);
  // "Missing required property: <path>" names the path the sentence already starts with.
  const message = path ? described.replace(`: ${path}`, '') : described;
  return new CliError(
    'invalid_answer',
    url,
    `${what}: unexpected answer${path ? ` at ${path}` : ''}: ${message}`,
  );
}
