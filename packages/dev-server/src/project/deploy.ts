/**
 * `screenkit deploy`: every built screen (or `--screens`) in advanced mode, pointing at the
 * assets uploaded to `--assets-url`, applied with ONE bulk `PATCH /api/v2/prompts/rendering`
 * (the service validates the whole body before storing any of it, so nothing is half-applied),
 * after the rest of the committed tenant/ files that differ from the tenant's: partials
 * (deploy-partials.ts), custom text, prompt settings, the theme, the branding and the page
 * template (deploy-customization.ts), each undone if anything after it is refused (deploy-steps.ts).
 * Without a build (no dist/), only those files are sent and the screens' rendering settings are
 * left alone; a committed screen setting that differs from the tenant's then asks for a build.
 * `--dry-run` prints every difference and sends nothing; `--revert <screens>` puts screens back
 * to standard rendering. What already matches is not sent.
 */
import { join, resolve } from 'node:path';
import type { CAC } from 'cac';
import * as z from 'zod';
import { findManifest, readManifest } from './build.js';
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
  changesNeedingBuild,
  currentRenderings,
  describeChanges,
  diffConfigs,
  type RenderingConfig,
  standardConfig,
} from './rendering-configs.js';
import { parseScreenList, promptOf } from './screen-names.js';
import {
  readTenantFiles,
  type ScreenRendering,
  TENANT_DIR,
  type TenantFiles,
} from './tenant-files.js';

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
  /** No build: the committed screen settings, which must already match the tenant's. */
  unbuilt?: ScreenRendering[];
}

/** Where dist/ is uploaded: the manifest's files are relative to it. */
function assetsUrlOption(value: string | undefined): string {
  if (!value)
    throw new CliError(
      'invalid_option',
      '--assets-url',
      'Say where dist/ is uploaded: --assets-url https://cdn.example.com/login',
    );
  try {
    return new URL(value).href;
  } catch {
    throw new CliError('invalid_option', '--assets-url', `Not a URL: "${value}"`);
  }
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
  const dir = resolve(options.dir);
  const dist = resolve(dir, options.dist ?? 'dist');
  // Texts, settings, theme, branding and template need no build: only the screens' assets do.
  const manifest =
    options.dist || options.screens ? await readManifest(dist) : await findManifest(dist);
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
  if (!manifest)
    return {
      configs: [],
      unbuilt: renderings,
      partials,
      customization,
      ...(prompts ? { prompts } : {}),
    };
  const assetsUrl = assetsUrlOption(options.assetsUrl);
  const screens = options.screens
    ? parseScreenList(options.screens)
    : Object.keys(manifest.screens);
  const configs = screens.map((screen) => {
    const assets = manifest.screens[screen];
    if (!assets)
      throw new CliError(
        'manifest_missing_screen',
        screen,
        `The build manifest has no screen ${screen}: add it (screenkit add-screen ${screen}) and rebuild`,
      );
    const own = renderings.find((r) => r.screen === screen);
    return advancedConfig(screen, assets, assetsUrl, own);
  });
  return { configs, partials, customization, ...(prompts ? { prompts } : {}) };
}

const NO_BUILD = "  (no build: the screens' rendering settings are left as the tenant has them)";

/** Committed screen settings that differ from the tenant's cannot be sent without a build. */
function requireNoBuild(pending: readonly ConfigChange[]): void {
  if (pending.length === 0) return;
  const what = pending.map(
    (c) => `${c.prompt}/${c.screen} (${c.fields.map((f) => f.field).join(', ')})`,
  );
  throw new CliError(
    'no_manifest',
    'dist/',
    `The committed rendering settings of ${listed(what)} differ from the tenant's and point at the built screens: run \`screenkit build\` first`,
  );
}

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  // Everything local is checked before the tenant is contacted.
  const local = await wanted(options);
  const api = await connect(options);
  const current = await currentRenderings(api);
  if (local.unbuilt) requireNoBuild(changesNeedingBuild(local.unbuilt, current));
  const changes = diffConfigs(local.configs, current);
  const changed = local.configs.filter((_, i) => (changes[i]?.fields.length ?? 0) > 0);
  const partials = await partialsChanges(api, local.partials);
  const steps = [
    ...partialsSteps(api, partials),
    ...(await customizationSteps(api, local.customization, local.prompts)),
  ];
  let report = [local.unbuilt ? NO_BUILD : '', describeChanges(changes), describeSteps(steps)]
    .filter(Boolean)
    .join('\n');
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
        "Send tenant/ (texts, settings, theme, branding, template, partials) and point the tenant's screens at the built assets, if built (one bulk PATCH of their rendering settings)",
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
