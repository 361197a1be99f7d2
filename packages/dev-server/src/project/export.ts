/**
 * `screenkit export --format terraform|deploy-cli`: the committed tenant/ settings for the
 * team's infrastructure tool: Terraform resources (terraform.ts: the screen renderers;
 * terraform-customization.ts: prompt settings, custom text, partials, the theme, the branding,
 * the page template), or the Deploy CLI's directory files (prompts/, themes/, branding/) in `--out`.
 * The committed files are checked as they are read (names, template paths, the API's schemas)
 * and written all or nothing; other files of `--out` (main.tf, state) are kept.
 */
import { join, resolve } from 'node:path';
import type { CAC } from 'cac';
import { CliError } from './cli-error.js';
import { replaceFiles } from './confined-writes.js';
import { readTenantFiles, TENANT_DIR, writeTenantFiles } from './tenant-files.js';
import { terraformFile } from './terraform.js';
import {
  brandingTerraformFile,
  promptsTerraformFile,
  TEMPLATE_HTML,
} from './terraform-customization.js';

/** The files `export --format terraform` owns in its folder. */
const TERRAFORM_FILES = ['screen_renderers.tf', 'prompts.tf', 'branding.tf', TEMPLATE_HTML];

export async function exportTenant(options: {
  dir: string;
  format: string;
  out?: string;
}): Promise<string[]> {
  const dir = resolve(options.dir);
  const files = await readTenantFiles(join(dir, TENANT_DIR));
  const { renderings, partials, ...customization } = files;
  if (
    renderings.length === 0 &&
    Object.keys(partials).length === 0 &&
    Object.values(customization).every((v) => v === undefined)
  )
    throw new CliError(
      'invalid_config',
      join(dir, TENANT_DIR),
      'Nothing to export: tenant/ holds no settings (run `screenkit pull` first)',
    );
  if (options.format === 'terraform') {
    const out = new Map([['screen_renderers.tf', terraformFile(renderings)]]);
    const prompts = promptsTerraformFile(files);
    if (prompts) out.set('prompts.tf', prompts);
    const branding = brandingTerraformFile(files);
    if (branding) out.set('branding.tf', branding);
    if (files.pageTemplate !== undefined) out.set(TEMPLATE_HTML, files.pageTemplate);
    return replaceFiles(resolve(dir, options.out ?? 'terraform'), out, TERRAFORM_FILES);
  }
  if (options.format === 'deploy-cli')
    return writeTenantFiles(resolve(dir, options.out ?? 'deploy-cli'), files);
  throw new CliError(
    'invalid_option',
    '--format',
    `Unknown format "${options.format}": use terraform or deploy-cli`,
  );
}

export function registerExport(cli: CAC): void {
  cli
    .command('export', 'Write tenant/ settings as Terraform resources or Deploy CLI files')
    .option('--format <format>', 'terraform or deploy-cli')
    .option('--dir <dir>', 'Project folder', { default: '.' })
    .option('--out <dir>', 'Output folder (default terraform/ or deploy-cli/)')
    .action(async (raw: { format?: string; dir: string; out?: string }) => {
      const written = await exportTenant({
        dir: String(raw.dir),
        format: String(raw.format ?? ''),
        ...(raw.out ? { out: String(raw.out) } : {}),
      });
      process.stdout.write(`Wrote ${written.length} file(s): ${written.join(', ')}\n`);
    });
}
