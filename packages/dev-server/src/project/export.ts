/**
 * `screenkit export --format terraform|deploy-cli`: the committed tenant/ settings for the
 * team's infrastructure tool: Terraform resources (terraform.ts: the screen renderers;
 * terraform-customization.ts: prompt settings, custom text, partials, the theme, the branding,
 * the page template), or the Deploy CLI's directory files (prompts/, themes/, branding/) in `--out`.
 * The committed files are checked as they are read (names, template paths, the API's schemas)
 * and written all or nothing; other files of `--out` (main.tf, state) are kept.
 */
import { join, relative, resolve } from 'node:path';
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

/** Where a format is written: `--out`, else a folder named after the format. */
const exportFolder = (options: { dir: string; format: string; out?: string }) =>
  resolve(options.dir, options.out ?? options.format);

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
    return replaceFiles(exportFolder(options), out, TERRAFORM_FILES);
  }
  if (options.format === 'deploy-cli') return writeTenantFiles(exportFolder(options), files);
  throw new CliError(
    'invalid_option',
    '--format',
    options.format
      ? `Unknown format "${options.format}": use terraform or deploy-cli`
      : 'Say which: --format terraform or --format deploy-cli',
  );
}

/** A few files by name; a whole tree (a Deploy CLI folder has one file per screen) by count. */
function writtenSummary(dir: string, out: string, written: string[]): string {
  const names = written.map((file) => relative(resolve(dir), file));
  if (names.length <= 5) return `Wrote ${names.length} file(s): ${names.join(', ')}`;
  return `Wrote ${names.length} files under ${relative(resolve(dir), out) || '.'}/`;
}
export function registerExport(cli: CAC): void {
  cli
    .command('export', 'Write tenant/ settings as Terraform resources or Deploy CLI files')
    .option('--format <format>', 'terraform or deploy-cli')
    .option('--dir <dir>', 'Project folder', { default: '.' })
    .option('--out <dir>', 'Output folder (default terraform/ or deploy-cli/)')
    .action(async (raw: { format?: string; dir: string; out?: string }) => {
      const options = {
        dir: String(raw.dir),
        format: String(raw.format ?? ''),
        ...(raw.out ? { out: String(raw.out) } : {}),
      };
      const written = await exportTenant(options);
      process.stdout.write(`${writtenSummary(options.dir, exportFolder(options), written)}\n`);
    });
}
