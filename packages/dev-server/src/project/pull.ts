/**
 * `screenkit pull`: the tenant's login customization written to the project's committed tenant/
 * folder in the Deploy CLI's layout: every configured screen's rendering settings, the partials,
 * the prompt settings, the custom text of every prompt in each enabled language, the default
 * theme, the branding (colours, logo, favicon, font) and the page template. Everything is read and checked first (tenant-answers.ts: shapes
 * and names), then written all at once (tenant-files.ts): a refused answer leaves tenant/ as
 * it was.
 */
import { join, resolve } from 'node:path';
import { listPrompts } from '@screenkit/core';
import type { CAC } from 'cac';
import { PARTIAL_PROMPTS, type PromptPartials } from '../tenant/prompts.js';
import type { CustomizationFiles, CustomTextFile } from './customization-files.js';
import {
  type ConnectionOptions,
  connect,
  connectionFlags,
  connectionOptions,
  type ManagementConnection,
} from './management-connection.js';
import { currentRenderings } from './rendering-configs.js';
import { answerSchemas } from './tenant-answers.js';
import { TENANT_DIR, type TenantFiles, writeTenantFiles } from './tenant-files.js';

export async function pullTenant(
  options: ConnectionOptions & { dir: string },
): Promise<{ files: TenantFiles; written: string[] }> {
  const api = await connect(options);
  const renderings = [...(await currentRenderings(api)).values()].sort((a, b) =>
    `${a.prompt}/${a.screen}`.localeCompare(`${b.prompt}/${b.screen}`),
  );
  const partials: Record<string, PromptPartials> = {};
  for (const prompt of [...PARTIAL_PROMPTS].sort()) {
    const stored: PromptPartials = await api.request(
      'GET',
      `/prompts/${prompt}/partials`,
      answerSchemas().promptPartials(prompt),
    );
    if (Object.keys(stored).length > 0) partials[prompt] = stored;
  }
  const files: TenantFiles = { renderings, partials, ...(await pullCustomization(api)) };
  const written = await writeTenantFiles(join(resolve(options.dir), TENANT_DIR), files);
  return { files, written };
}

/** The tenant-wide settings: what `GET /prompts`, custom text, the theme, branding and template answer. */
export async function pullCustomization(api: ManagementConnection): Promise<CustomizationFiles> {
  const schemas = answerSchemas();
  const files: CustomizationFiles = {
    promptSettings: await api.request('GET', '/prompts', schemas.promptSettings),
  };
  // As the Deploy CLI does: every prompt in each of the tenant's enabled languages.
  const { enabled_locales: languages = [] } = await api.request(
    'GET',
    '/tenants/settings',
    schemas.tenantLanguages,
  );
  const customText: CustomTextFile = {};
  for (const language of [...new Set(languages)].sort())
    for (const prompt of [...listPrompts()].sort()) {
      const texts = await api.request(
        'GET',
        `/prompts/${prompt}/custom-text/${language}`,
        schemas.customText(prompt),
      );
      if (Object.keys(texts).length === 0) continue;
      customText[language] = { ...customText[language], [prompt]: texts };
    }
  if (Object.keys(customText).length > 0) files.customText = customText;
  const theme = await api.find('/branding/themes/default', schemas.theme);
  if (theme) {
    const { themeId: _, ...rest } = theme;
    files.theme = rest as CustomizationFiles['theme'];
  }
  const branding = await api.request('GET', '/branding', schemas.branding);
  if (Object.keys(branding).length > 0) files.branding = branding;
  const template = await api.find('/branding/templates/universal-login', schemas.pageTemplate);
  if (template) files.pageTemplate = template.body;
  return files;
}

export function registerPull(cli: CAC): void {
  connectionFlags(
    cli
      .command(
        'pull',
        "Write the tenant's login customization (screens, partials, prompt settings, custom text, theme, branding, page template) to tenant/ (commit it)",
      )
      .option('--dir <dir>', 'Project folder', { default: '.' }),
  ).action(async (raw: Record<string, unknown>) => {
    const { files, written } = await pullTenant({
      ...connectionOptions(raw),
      dir: String(raw.dir ?? '.'),
    });
    const languages = Object.keys(files.customText ?? {});
    process.stdout.write(
      `Pulled ${files.renderings.length} screen setting(s), the partials of ${Object.keys(files.partials).length} prompt(s), the prompt settings, custom text in ${languages.length} language(s)${files.theme ? ', the theme' : ''}${files.branding ? ', the branding' : ''}${files.pageTemplate !== undefined ? ', the page template' : ''}: ${written.length} files under ${TENANT_DIR}/\n`,
    );
  });
}
