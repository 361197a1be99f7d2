/**
 * The tenant-wide half of the committed tenant/ folder, in the Deploy CLI's directory layout
 * (auth0-deploy-cli, src/context/directory/handlers/{prompts,themes,branding}.ts):
 *
 *   prompts/prompts.json                        the prompt settings (identifier first, ...)
 *   prompts/custom-text.json                    {<language>: {<prompt>: {<screen>: {<key>: text}}}}
 *   themes/theme.json                           the default theme, without its themeId
 *   branding/branding.json                      colours, logo, favicon, font (`/branding`)
 *   branding/templates/universal_login.json     {"template": "universal_login", "body": "./universal_login.html"}
 *   branding/templates/universal_login.html     the page template
 *
 * tenant-files.ts reads and writes them with the per-screen files. Every value is checked as it
 * is read with the schemas the Management API applies (tenant/customization-schemas.ts), so a
 * file `deploy` accepts is a body the tenant accepts and a record `pnpm dev` can store. A file
 * that is absent means "leave the tenant's alone".
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { isPromptName, type PromptName } from '@screenkit/core';
import * as z from 'zod';
import type { Store } from '../store/store.js';
import { type BrandingTheme, brandingThemes, defaultTheme } from '../tenant/branding-themes.js';
import {
  customTextKey,
  customTexts,
  PROMPT_LANGUAGES,
  type PromptTexts,
} from '../tenant/custom-text.js';
import {
  type BrandingBody,
  brandingBody,
  customTextBody,
  promptSettingsBody,
  themeBody,
} from '../tenant/customization-schemas.js';
import { MAX_TEMPLATE_LENGTH, pageTemplates, templateProblem } from '../tenant/page-template.js';
import {
  type PromptSettings,
  promptSettings,
  updatePromptSettings,
} from '../tenant/prompt-settings.js';
import { patchedBranding, setTenantSettings, tenantSettings } from '../tenant/settings.js';
import { describeIssue } from '../validation/describe-issue.js';
import { CliError, quote } from './cli-error.js';

/** language -> prompt -> screen -> key -> text. */
export type CustomTextFile = Record<string, Partial<Record<PromptName, PromptTexts>>>;

export interface CustomizationFiles {
  promptSettings?: Partial<PromptSettings>;
  customText?: CustomTextFile;
  theme?: Omit<BrandingTheme, 'displayName'> & { displayName?: string };
  pageTemplate?: string;
  branding?: BrandingBody;
}

export const PROMPT_SETTINGS_FILE = 'prompts/prompts.json';
export const CUSTOM_TEXT_FILE = 'prompts/custom-text.json';
export const THEME_FILE = 'themes/theme.json';
export const BRANDING_FILE = 'branding/branding.json';
const TEMPLATES = 'branding/templates';
export const TEMPLATE_INDEX_FILE = `${TEMPLATES}/universal_login.json`;
export const TEMPLATE_FILE = `${TEMPLATES}/universal_login.html`;

/** What pull and export own here (paths relative to tenant/); the Deploy CLI's other files stay. */
export function ownsCustomizationFile(path: string): boolean {
  return (
    path === PROMPT_SETTINGS_FILE ||
    path === CUSTOM_TEXT_FILE ||
    path.startsWith('themes/') ||
    path === BRANDING_FILE ||
    path === TEMPLATE_INDEX_FILE ||
    path === TEMPLATE_FILE
  );
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** `file`'s JSON (`prepare`d) through `schema`, or a CliError naming the file and the first wrong path. */
async function readChecked<S extends z.ZodType>(
  file: string,
  schema: S,
  prepare: (value: unknown) => unknown = (value) => value,
): Promise<z.output<S> | undefined> {
  const text = await readText(file);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliError('invalid_config', file, `Not valid JSON: ${(error as Error).message}`);
  }
  return checkValue(schema, prepare(value), file);
}

function checkValue<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const { message, path } = issue ? describeIssue(issue) : { message: 'invalid', path: '' };
  throw new CliError('invalid_config', path ? `${file}: ${path}` : file, message);
}

/** Languages of the service, prompts of the catalogue, each prompt's texts as its PUT body. */
const customTextFile = () =>
  z.record(z.string(), z.record(z.string(), z.unknown())).superRefine((languages, ctx) => {
    for (const [language, prompts] of Object.entries(languages)) {
      if (!PROMPT_LANGUAGES.has(language)) {
        ctx.addIssue({
          code: 'custom',
          path: [language],
          message: `${quote(language)} is not a language the service takes custom text in`,
        });
        continue;
      }
      for (const [prompt, texts] of Object.entries(prompts)) {
        if (!isPromptName(prompt)) {
          ctx.addIssue({
            code: 'custom',
            path: [language, prompt],
            message: `${quote(prompt)} is not a prompt of the catalogue`,
          });
          continue;
        }
        const checked = customTextBody(prompt).safeParse(texts, { reportInput: true });
        for (const issue of checked.success ? [] : checked.error.issues)
          ctx.addIssue({ ...issue, path: [language, prompt, ...issue.path] } as never);
      }
    }
  }) as unknown as z.ZodType<CustomTextFile>;

const templateIndex = () =>
  z.looseObject({ template: z.literal('universal_login'), body: z.string().min(1) });

/** Reads the tenant-wide files of `dir` (a tenant/ folder); absent files stay undefined. */
export async function readCustomizationFiles(dir: string): Promise<CustomizationFiles> {
  const files: CustomizationFiles = {};
  const settings = await readChecked(join(dir, PROMPT_SETTINGS_FILE), promptSettingsBody());
  if (settings)
    files.promptSettings = Object.fromEntries(
      Object.entries(settings).filter(([, v]) => v !== null),
    ) as Partial<PromptSettings>;
  const customText = await readChecked(join(dir, CUSTOM_TEXT_FILE), customTextFile());
  if (customText) files.customText = customText;
  // The Deploy CLI writes the themeId with --export_ids: it names a theme of one tenant only.
  const theme = await readChecked(join(dir, THEME_FILE), themeBody(), (value) => {
    if (!value || typeof value !== 'object') return value;
    const { themeId: _, ...rest } = value as Record<string, unknown>;
    return rest;
  });
  if (theme) files.theme = theme;
  const branding = await readChecked(join(dir, BRANDING_FILE), brandingBody());
  if (branding) files.branding = branding;
  const index = await readChecked(join(dir, TEMPLATE_INDEX_FILE), templateIndex());
  if (index) files.pageTemplate = await readTemplate(dir, index.body);
  return files;
}

/** The page template the index names: a file in branding/templates/, with its two tags. */
async function readTemplate(dir: string, body: string): Promise<string> {
  const folder = resolve(dir, TEMPLATES);
  const file = resolve(folder, body);
  const where = `${join(dir, TEMPLATE_INDEX_FILE)}: body`;
  if (body.includes('\0') || !file.startsWith(folder + sep))
    throw new CliError('invalid_config', where, `${quote(body)} is not a file under ${folder}`);
  const text = await readText(file);
  if (text === undefined)
    throw new CliError('invalid_config', where, `The template file ${file} does not exist`);
  if (text.length > MAX_TEMPLATE_LENGTH)
    throw new CliError(
      'invalid_config',
      file,
      `The template is longer than ${MAX_TEMPLATE_LENGTH} characters`,
    );
  const problem = templateProblem(text);
  if (problem) throw new CliError('invalid_config', file, problem);
  return text;
}

const dump = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** `files` as paths under tenant/ -> text (the values were checked when read or answered). */
export function customizationFileMap(files: CustomizationFiles): Map<string, string> {
  const out = new Map<string, string>();
  if (files.promptSettings) out.set(PROMPT_SETTINGS_FILE, dump(files.promptSettings));
  if (files.customText && Object.keys(files.customText).length > 0)
    out.set(CUSTOM_TEXT_FILE, dump(files.customText));
  if (files.theme) out.set(THEME_FILE, dump(files.theme));
  if (files.branding) out.set(BRANDING_FILE, dump(files.branding));
  if (files.pageTemplate !== undefined) {
    out.set(
      TEMPLATE_INDEX_FILE,
      dump({ template: 'universal_login', body: './universal_login.html' }),
    );
    out.set(TEMPLATE_FILE, files.pageTemplate);
  }
  return out;
}

/**
 * `pnpm dev`: the committed tenant-wide files applied to the local tenant, so pages preview with
 * the texts, theme, branding, template and login flow the deployed tenant will have. Only what differs is
 * written: a restart on the same store writes nothing.
 */
export async function storeCustomizationFiles(
  store: Store,
  files: CustomizationFiles,
): Promise<void> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (files.promptSettings) {
    const current = promptSettings(store);
    if (!same(current, { ...current, ...files.promptSettings }))
      await updatePromptSettings(store, files.promptSettings);
  }
  const texts = customTexts(store);
  for (const [language, prompts] of Object.entries(files.customText ?? {}))
    for (const [prompt, byScreen] of Object.entries(prompts)) {
      const key = customTextKey(prompt, language);
      const wanted = byScreen && Object.keys(byScreen).length > 0 ? byScreen : undefined;
      if (same(texts.get(key), wanted)) continue;
      if (wanted) await texts.set(key, wanted);
      else await texts.delete(key);
    }
  if (files.theme) {
    const current = defaultTheme(store);
    const themeId = current?.themeId ?? randomBytes(12).toString('hex');
    const wanted = { displayName: 'Unnamed Theme', ...files.theme, themeId };
    if (!same(current, wanted)) await brandingThemes(store).set(themeId, wanted);
  }
  if (files.branding) {
    const current = tenantSettings(store).branding;
    const branding = patchedBranding(current, files.branding);
    if (!same(current, branding)) await setTenantSettings(store, { branding });
  }
  const templates = pageTemplates(store);
  if (
    files.pageTemplate !== undefined &&
    templates.get('universal-login')?.body !== files.pageTemplate
  )
    await templates.set('universal-login', { body: files.pageTemplate });
}
