/**
 * `screenkit export --format terraform|deploy-cli`: the committed tenant/ settings for the
 * team's infrastructure tool: `auth0_prompt_screen_renderer` resources, or the Deploy CLI's
 * directory files (prompts/screenRenderSettings, partials) in `--out`. The committed files are
 * checked as they are read (names, template paths) and written all or nothing.
 */
import { join, resolve } from 'node:path';
import type { CAC } from 'cac';
import { CliError } from './cli-error.js';
import { replaceFile } from './confined-writes.js';
import { readTenantFiles, TENANT_DIR, writeTenantFiles } from './tenant-files.js';
import { terraformFile } from './terraform.js';

export async function exportTenant(options: {
  dir: string;
  format: string;
  out?: string;
}): Promise<string[]> {
  const dir = resolve(options.dir);
  const files = await readTenantFiles(join(dir, TENANT_DIR));
  if (files.renderings.length === 0 && Object.keys(files.partials).length === 0)
    throw new CliError(
      'invalid_config',
      join(dir, TENANT_DIR),
      'Nothing to export: tenant/ holds no settings (run `screenkit pull` first)',
    );
  if (options.format === 'terraform') {
    const file = join(resolve(dir, options.out ?? 'terraform'), 'screen_renderers.tf');
    await replaceFile(file, terraformFile(files.renderings));
    return [file];
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
