/**
 * `screenkit deploy`: every built screen (or `--screens`) in advanced mode, pointing at the
 * assets uploaded to `--assets-url`, applied with ONE bulk `PATCH /api/v2/prompts/rendering`
 * (the service validates the whole body before storing any of it, so nothing is half-applied).
 * `--dry-run` prints the difference against `GET /prompts/rendering`; `--revert <screens>` puts
 * screens back to standard rendering. Screens that already match are not sent.
 */
import { join, resolve } from 'node:path';
import type { CAC } from 'cac';
import { readManifest } from './build.js';
import { CliError } from './cli-error.js';
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
import { readTenantFiles, TENANT_DIR } from './tenant-files.js';

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
  applied: boolean;
  report: string;
}

async function wantedConfigs(options: DeployOptions): Promise<RenderingConfig[]> {
  if (options.revert !== undefined)
    return parseScreenList(options.revert, '--revert').map((s) => standardConfig(promptOf(s), s));
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
  return screens.map((screen) => {
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
}

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  // Everything local is checked before the tenant is contacted.
  const wanted = await wantedConfigs(options);
  const api = await connect(options);
  const changes = diffConfigs(wanted, await currentRenderings(api));
  const changed = wanted.filter((_, i) => (changes[i]?.fields.length ?? 0) > 0);
  let report = describeChanges(changes);
  if (options.dryRun) {
    report += `\n${changed.length === 0 ? 'No change.' : `${changed.length} screen(s) would change (dry run: nothing sent).`}`;
    return { changes, applied: false, report };
  }
  if (changed.length === 0)
    return { changes, applied: false, report: `${report}\nNo change: the tenant already matches.` };
  await api.request('PATCH', '/prompts/rendering', { configs: changed });
  report += `\nApplied ${changed.length} screen(s) in one PATCH /api/v2/prompts/rendering.`;
  return { changes, applied: true, report };
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
