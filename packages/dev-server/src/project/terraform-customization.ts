/**
 * The rest of the committed tenant/ files as terraform-provider-auth0 resources, beside the
 * screen renderers of terraform.ts and with its HCL writers (every string through `hcl`, which
 * escapes `${` and `%{`, so a tenant's text can never become an interpolation on apply):
 *
 *   prompts.tf    auth0_prompt, auth0_prompt_custom_text (one per prompt and language, the body
 *                 as jsonencode), auth0_prompt_screen_partials (one per prompt)
 *   branding.tf   auth0_branding_theme (nested blocks), auth0_branding (colours, logo, favicon,
 *                 font, and the page template read with file() from universal_login.html beside
 *                 it: file() content is never interpolated)
 *
 * Partials use auth0_prompt_screen_partials, the provider's successor of the deprecated
 * auth0_prompt_partials, which has no per-screen partials and no `form-content` point.
 */
import type { CustomizationFiles } from './customization-files.js';
import type { TenantFiles } from './tenant-files.js';
import { aligned, attributes, hcl, hclValue } from './terraform.js';

const name = (...parts: string[]) => parts.join('_').replace(/[^A-Za-z0-9_]/g, '_');

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object as HCL blocks: scalars as aligned attributes, then each object as a nested block. */
function block(label: string, value: Record<string, unknown>, indent: string): string[] {
  const inner = `${indent}  `;
  const scalars = Object.entries(value).filter(([, v]) => !isObject(v));
  const nested = Object.entries(value).filter(([, v]) => isObject(v));
  const lines = [
    `${indent}${label} {`,
    ...aligned(
      scalars.map(([k, v]) => [k, hcl(v)]),
      inner,
    ),
  ];
  for (const [k, v] of nested) {
    if (lines.length > 1) lines.push('');
    lines.push(...block(k, v as Record<string, unknown>, inner));
  }
  lines.push(`${indent}}`);
  return lines;
}

function resource(type: string, label: string, body: string[]): string {
  return `resource "${type}" "${label}" {\n${body.join('\n')}\n}\n`;
}

function promptResource(settings: NonNullable<CustomizationFiles['promptSettings']>): string {
  return resource(
    'auth0_prompt',
    'prompts',
    aligned(
      Object.entries(settings).map(([k, v]) => [k, hcl(v)]),
      '  ',
    ),
  );
}

function customTextResources(customText: NonNullable<CustomizationFiles['customText']>): string[] {
  return Object.entries(customText).flatMap(([language, prompts]) =>
    Object.entries(prompts).map(([prompt, texts]) =>
      resource(
        'auth0_prompt_custom_text',
        name(prompt, language),
        attributes(
          [
            ['prompt', hcl(prompt)],
            ['language', hcl(language)],
            ['body', `jsonencode(${hclValue(texts, '  ')})`],
          ],
          '  ',
        ),
      ),
    ),
  );
}

function partialsResources(partials: TenantFiles['partials']): string[] {
  return Object.entries(partials).map(([prompt, screens]) => {
    const body = [`  prompt_type = ${hcl(prompt)}`];
    for (const [screen, points] of Object.entries(screens)) {
      const renamed = Object.fromEntries(
        Object.entries(points).map(([point, template]) => [point.replace(/-/g, '_'), template]),
      );
      body.push(
        '',
        '  screen_partials {',
        `    screen_name = ${hcl(screen)}`,
        '',
        ...block('insertion_points', renamed, '    '),
        '  }',
      );
    }
    return resource('auth0_prompt_screen_partials', name(prompt), body);
  });
}

function themeResource(theme: NonNullable<CustomizationFiles['theme']>): string {
  const { displayName, ...groups } = theme;
  const lines = block(
    'x',
    { ...(displayName ? { display_name: displayName } : {}), ...groups },
    '',
  );
  return resource('auth0_branding_theme', 'default', lines.slice(1, -1));
}

export const TEMPLATE_HTML = 'universal_login.html';

/** Without the `null`s (unset: Terraform leaves such an attribute out). */
const withoutNulls = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, isObject(v) ? withoutNulls(v) : v]),
  );

const withoutUndefined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

/**
 * The one auth0_branding of the tenant: branding.json's settings and the page template. The
 * provider's `colors.page_background` is a colour only: a gradient is said in a comment.
 */
function brandingResource(files: TenantFiles): string | undefined {
  const { colors, logo_url, favicon_url, font } = withoutNulls({ ...files.branding });
  const { primary, page_background } = (colors ?? {}) as Record<string, unknown>;
  const gradient = isObject(page_background);
  const shownColors = withoutUndefined({
    primary,
    page_background: gradient ? undefined : page_background,
  });
  const body = block(
    'x',
    withoutUndefined({
      logo_url,
      favicon_url,
      colors: Object.keys(shownColors).length > 0 ? shownColors : undefined,
      font,
    }),
    '',
  ).slice(1, -1);
  if (gradient)
    body.unshift(
      '  # colors.page_background is a gradient, which auth0_branding cannot hold: set it with',
      '  # the Deploy CLI files or PATCH /api/v2/branding.',
    );
  if (files.pageTemplate !== undefined) {
    if (body.length > 0) body.push('');
    body.push(
      '  universal_login {',
      // `${path.module}` is Terraform's own interpolation; the template's text never passes HCL.
      `    body = file("\${path.module}/${TEMPLATE_HTML}")`,
      '  }',
    );
  }
  return body.length > 0 ? resource('auth0_branding', 'universal_login', body) : undefined;
}

const header = (what: string) =>
  `# Generated by \`screenkit export --format terraform\` from ${what}.\n\n`;

/** prompts.tf, or undefined when the files hold no prompt settings, custom text or partials. */
export function promptsTerraformFile(files: TenantFiles): string | undefined {
  const resources = [
    ...(files.promptSettings ? [promptResource(files.promptSettings)] : []),
    ...customTextResources(files.customText ?? {}),
    ...partialsResources(files.partials),
  ];
  if (resources.length === 0) return undefined;
  return `${header('tenant/prompts (prompts.json, custom-text.json, partials)')}${resources.join('\n')}`;
}

/** branding.tf, or undefined when the files hold no theme, branding or page template. */
export function brandingTerraformFile(files: TenantFiles): string | undefined {
  const branding = brandingResource(files);
  const resources = [
    ...(files.theme ? [themeResource(files.theme)] : []),
    ...(branding ? [branding] : []),
  ];
  if (resources.length === 0) return undefined;
  return `${header('tenant/themes and tenant/branding')}${resources.join('\n')}`;
}
