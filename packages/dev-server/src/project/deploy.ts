/**
 * `screenkit deploy`: every built screen (or `--screens`) in advanced mode, pointing at the
 * assets uploaded to `--assets-url`, applied with ONE bulk `PATCH /api/v2/prompts/rendering`
 * (the service validates the whole body before storing any of it, so nothing is half-applied),
 * after the rest of the committed tenant/ files that differ from the tenant's: partials
 * (deploy-partials.ts), custom text, prompt settings, the theme, the branding and the page
 * template (deploy-customization.ts), each undone if anything after it is refused (deploy-steps.ts).
 * `--dry-run` prints every difference and sends nothing; `--revert <screens>` puts screens back
 * to standard rendering. What already matches is not sent.
 */
import { join, resolve } from 'node:path';
import type { CAC } from 'cac';
import * as z from 'zod';
import { readManifest } from './build.js';
import { CliError } from './cli-error.js';
import type { CustomizationFiles } from './customization-files.js';
import { customizationSteps } from './deploy-customization.js';
import { type PartialsChange, partialsChanges, partialsSteps } from './deploy-partials.js';
import {
  applySteps,
  type DeployStep,
  describeSteps,
  listed,
  summarizeSteps,
} from './deploy-steps.js';
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
  /** Everything sent before the rendering PATCH (partials, custom text, settings, theme, branding, template). */
  steps: DeployStep[];
  applied: boolean;
  report: string;
}

interface Wanted {
  configs: RenderingConfig[];
  /** The committed partials to send (none on --revert; with --screens, their prompts'). */
  partials: TenantFiles['partials'];
  /** The tenant-wide files (none on --revert). */
  customization: CustomizationFiles;
  /** With --screens: their prompts (custom text of those only, no tenant-wide settings). */
  prompts?: ReadonlySet<string>;
}

async function wanted(options: DeployOptions): Promise<Wanted> {
  if (options.revert !== undefined)
    return {
      configs: parseScreenList(options.revert, '--revert').map((s) =>
        standardConfig(promptOf(s), s),
      ),
      partials: {},
      customization: {},
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
  const {
    renderings,
    partials: committedPartials,
    ...customization
  } = await readTenantFiles(join(dir, TENANT_DIR));
  const prompts = options.screens
    ? new Set(parseScreenList(options.screens).map((s) => promptOf(s)))
    : undefined;
  const partials = Object.fromEntries(
    Object.entries(committedPartials).filter(([prompt]) => !prompts || prompts.has(prompt)),
  );
  const configs = screens.map((screen) => {
    const assets = manifest.screens[screen];
    if (!assets)
      throw new CliError(
        'manifest_missing_screen',
        screen,
        `The build manifest has no screen ${screen}: add it (screenkit add-screen ${screen}) and rebuild`,
      );
    const own = renderings.find((r) => r.screen === screen);
    return advancedConfig(screen, assets, assetsUrl.href, own);
  });
  return { configs, partials, customization, ...(prompts ? { prompts } : {}) };
}

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  // Everything local is checked before the tenant is contacted.
  const local = await wanted(options);
  const api = await connect(options);
  const changes = diffConfigs(local.configs, await currentRenderings(api));
  const changed = local.configs.filter((_, i) => (changes[i]?.fields.length ?? 0) > 0);
  const partials = await partialsChanges(api, local.partials);
  const steps = [
    ...partialsSteps(api, partials),
    ...(await customizationSteps(api, local.customization, local.prompts)),
  ];
  let report = [describeChanges(changes), describeSteps(steps)].filter(Boolean).join('\n');
  const what = listed([
    ...(changed.length > 0 ? [`${changed.length} screen(s)`] : []),
    ...summarizeSteps(steps),
  ]);
  if (options.dryRun) {
    report += `\n${what ? `${what} would change (dry run: nothing sent).` : 'No change.'}`;
    return { changes, partials, steps, applied: false, report };
  }
  if (!what)
    return {
      changes,
      partials,
      steps,
      applied: false,
      report: `${report}\nNo change: the tenant already matches.`,
    };
  // The rendering PATCH last: if it is refused, every step before it is undone.
  await applySteps(steps, async () => {
    if (changed.length > 0)
      await api.request('PATCH', '/prompts/rendering', z.unknown(), { configs: changed });
  });
  const sent = listed([
    ...(changed.length > 0
      ? [`${changed.length} screen(s) in one PATCH /api/v2/prompts/rendering`]
      : []),
    ...summarizeSteps(steps),
  ]);
  report += `\nApplied ${sent}.`;
  return { changes, partials, steps, applied: true, report };
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
