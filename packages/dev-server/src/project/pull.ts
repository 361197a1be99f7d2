/**
 * `screenkit pull`: the tenant's rendering settings (every configured screen) and partials,
 * written to the project's committed tenant/ folder in the Deploy CLI's layout. Everything is
 * read and checked first (tenant-answers.ts: shapes and names), then written all at once
 * (tenant-files.ts): a refused answer leaves tenant/ as it was.
 */
import { join, resolve } from 'node:path';
import type { CAC } from 'cac';
import { PARTIAL_PROMPTS, type PromptPartials } from '../tenant/prompts.js';
import {
  type ConnectionOptions,
  connect,
  connectionFlags,
  connectionOptions,
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
  const files = { renderings, partials };
  const written = await writeTenantFiles(join(resolve(options.dir), TENANT_DIR), files);
  return { files, written };
}

export function registerPull(cli: CAC): void {
  connectionFlags(
    cli
      .command(
        'pull',
        "Write the tenant's rendering settings and partials to tenant/ (commit them)",
      )
      .option('--dir <dir>', 'Project folder', { default: '.' }),
  ).action(async (raw: Record<string, unknown>) => {
    const { files, written } = await pullTenant({
      ...connectionOptions(raw),
      dir: String(raw.dir ?? '.'),
    });
    process.stdout.write(
      `Pulled ${files.renderings.length} screen setting(s) and the partials of ${Object.keys(files.partials).length} prompt(s): ${written.length} files under ${TENANT_DIR}/\n`,
    );
  });
}
