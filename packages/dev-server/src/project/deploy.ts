/**
 * `screenkit deploy`: every built screen (or `--screens`) in advanced mode, pointing at the
 * assets uploaded to `--assets-url`, applied with ONE bulk `PATCH /api/v2/prompts/rendering`
 * (the service validates the whole body before storing any of it, so nothing is half-applied).
 * `--dry-run` prints the difference against `GET /prompts/rendering`; `--revert <screens>` puts
 * screens back to standard rendering. Screens that already match are not sent.
 */
import { join, resolve } from 'node:path';
import type { CAC } from 'cac';
import * as z from 'zod';
import { readManifest } from './build.js';
import { CliError } from './cli-error.js';
import {
  applyPartialsChanges,
  describePartialsChanges,
  type PartialsChange,
  partialsChanges,
} from './deploy-partials.js';
import {
  type ConnectionOptions,
  connect,
  connectionFlags,
  connectionOptions,
} from './management-connection.js';
import {
  advancedConfig,
  type ConfigChange,
  currentRenderings,
  describeChanges,
  diffConfigs,
  type RenderingConfig,
  standardConfig,
} from './rendering-configs.js';
import { parseScreenList, promptOf } from './screen-names.js';
import { readTenantFiles, TENANT_DIR, type TenantFiles } from './tenant-files.js';

export interface DeployOptions extends ConnectionOptions {
  dir: string;
  dist?: string;
  assetsUrl?: string;
  screens?: string;
  revert?: string;
  dryRun?: boolean;
}

export interface DeployResult {
  changes: ConfigChange[];
  /** Prompts whose committed partials differ from the tenant's. */
  partials: PartialsChange[];
  applied: boolean;
  report: string;
}

interface Wanted {
  configs: RenderingConfig[];
  /** The committed partials to send (none on --revert; with --screens, their prompts'). */
  partials: TenantFiles['partials'];
}

async function wanted(options: DeployOptions): Promise<Wanted> {
  if (options.revert !== undefined)
    return {
      configs: parseScreenList(options.revert, '--revert').map((s) =>
        standardConfig(promptOf(s), s),
      ),
      partials: {},
    };
  if (!options.assetsUrl)
    throw new CliError(
      'invalid_option',
      '--assets-url',
      'Say where dist/ is uploaded: --assets-url https://cdn.example.com/login',
    );
  let assetsUrl: URL;
  try {
    assetsUrl = new URL(options.assetsUrl);
  } catch {
    throw new CliError('invalid_option', '--assets-url', `Not a URL: "${options.assetsUrl}"`);
  }
  const dir = resolve(options.dir);
  const manifest = await readManifest(resolve(dir, options.dist ?? 'dist'));
  const screens = options.screens
    ? parseScreenList(options.screens)
    : Object.keys(manifest.screens);
  const committed = await readTenantFiles(join(dir, TENANT_DIR));
  const prompts = options.screens
    ? new Set(parseScreenList(options.screens).map((s) => promptOf(s)))
    : undefined;
  const partials = Object.fromEntries(
    Object.entries(committed.partials).filter(([prompt]) => !prompts || prompts.has(prompt)),
  );
  const configs = screens.map((screen) => {
    const assets = manifest.screens[screen];
    if (!assets)
      throw new CliError(
        'manifest_missing_screen',
        screen,
        `The build manifest has no screen ${screen}: add it (screenkit add-screen ${screen}) and rebuild`,
      );
    const own = committed.renderings.find((r) => r.screen === screen);
    return advancedConfig(screen, assets, assetsUrl.href, own);
  });
  return { configs, partials };
}

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  // Everything local is checked before the tenant is contacted.
  const local = await wanted(options);
  const api = await connect(options);
  const changes = diffConfigs(local.configs, await currentRenderings(api));
  const changed = local.configs.filter((_, i) => (changes[i]?.fields.length ?? 0) > 0);
  const partials = await partialsChanges(api, local.partials);
  let report = [describeChanges(changes), describePartialsChanges(partials)]
    .filter(Boolean)
    .join('\n');
  const what = [
    changed.length > 0 ? `${changed.length} screen(s)` : '',
    partials.length > 0 ? `the partials of ${partials.length} prompt(s)` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  if (options.dryRun) {
    report += `\n${what ? `${what} would change (dry run: nothing sent).` : 'No change.'}`;
    return { changes, partials, applied: false, report };
  }
  if (!what)
    return {
      changes,
      partials,
      applied: false,
      report: `${report}\nNo change: the tenant already matches.`,
    };
  // Partials first: if the rendering PATCH is refused, they are put back (deploy-partials.ts).
  await applyPartialsChanges(api, partials, async () => {
    if (changed.length > 0)
      await api.request('PATCH', '/prompts/rendering', z.unknown(), { configs: changed });
  });
  const sent = [
    changed.length > 0 ? `${changed.length} screen(s) in one PATCH /api/v2/prompts/rendering` : '',
    partials.length > 0
      ? `the partials of ${partials.length} prompt(s) (PUT /api/v2/prompts/{prompt}/partials)`
      : '',
  ].filter(Boolean);
  report += `\nApplied ${sent.join(' and ')}.`;
  return { changes, partials, applied: true, report };
}

export function registerDeploy(cli: CAC): void {
  connectionFlags(
    cli
      .command(
        'deploy',
        "Point the tenant's screens at the built assets (one bulk PATCH of their rendering settings)",
      )
      .option(
        '--assets-url <url>',
        "Where dist/ is uploaded (the manifest's files are relative to it)",
      )
      .option('--dir <dir>', 'Project folder', { default: '.' })
      .option('--dist <dir>', 'Build folder (default dist)')
      .option('--screens <list>', 'Only these screens (default: every screen of the build)')
      .option('--revert <list>', 'Put these screens back to standard rendering')
      .option('--dry-run', 'Print the difference against the tenant, change nothing'),
  ).action(async (raw: Record<string, unknown>) => {
    const str = (v: unknown) => (v === undefined || v === true ? undefined : String(v));
    const options: DeployOptions = { ...connectionOptions(raw), dir: String(raw.dir ?? '.') };
    for (const name of ['dist', 'assetsUrl', 'screens', 'revert'] as const) {
      const value = str(raw[name]);
      if (value !== undefined) options[name] = value;
    }
    if (raw.revert === true)
      throw new CliError(
        'invalid_option',
        '--revert',
        '--revert needs the screens to revert, e.g. --revert login-id,consent',
      );
    options.dryRun = raw.dryRun === true;
    const result = await deploy(options);
    process.stdout.write(`${result.report}\n`);
  });
}
