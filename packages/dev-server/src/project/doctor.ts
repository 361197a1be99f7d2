/**
 * `screenkit doctor`: what breaks in production before it breaks. Each check gives one line,
 * `ok` or `problem`; any problem makes the exit status 1.
 * - the domain is the tenant's canonical `*.auth0.com` name, not a custom domain, or the tenant
 *   has no verified (ready) custom domain by that name (none at all, without --domain);
 * - the token lacks read:prompts / update:prompts;
 * - an advanced screen has no script tag;
 * - an asset URL in head_tags does not answer, is over MAX_ASSET_BYTES, or its bytes do not
 *   match its integrity;
 * - the project's screen code reads context parts its context_configuration leaves out.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CAC } from 'cac';
import { type CappedRead, readCapped, sizeName } from './capped-body.js';
import { CliError, printable } from './cli-error.js';
import {
  type ConnectionOptions,
  connect,
  connectionFlags,
  connectionOptions,
  type ManagementConnection,
} from './management-connection.js';
import { currentRenderings, type RenderingConfig } from './rendering-configs.js';
import { answerSchemas } from './tenant-answers.js';

export interface Finding {
  ok: boolean;
  check: string;
  message: string;
}

/** Context parts a source file reads, by the property names that only those parts have. */
const CONTEXT_READS: Array<[RegExp, string]> = [
  [/\buseTexts\b|\.texts\b/, 'screen.texts'],
  [/\blogo_uri\b/, 'client.logo_uri'],
  [/\bfriendly_name\b/, 'tenant.friendly_name'],
  [/\benabled_locales\b/, 'tenant.enabled_locales'],
  [/\bsubmitted_form_data\b/, 'untrusted_data.submitted_form_data'],
  [/\blogin_hint\b/, 'untrusted_data.authorization_params.login_hint'],
  [/\bscreen_hint\b/, 'untrusted_data.authorization_params.screen_hint'],
  [/\bui_locales\b/, 'untrusted_data.authorization_params.ui_locales'],
  [/\bdisplay_name\b/, 'organization.display_name'],
  [/\bcountry_codes\b/, 'country_codes'],
];
const METADATA_READ = /\b(user_metadata|app_metadata)\.([A-Za-z0-9_-]+)/g;

/** The TypeScript/JavaScript files under `dir`. */
export async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(path)));
    else if (/\.(tsx?|jsx?)$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The context entries the screen's folder and the shared screen files read. */
export async function contextReads(projectDir: string, screen: string): Promise<Set<string>> {
  const screens = join(projectDir, 'src', 'screens');
  const shared = (await readdir(screens, { withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => join(screens, e.name));
  const files = [...(await sourceFiles(join(screens, screen))), ...shared];
  const reads = new Set<string>();
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const [pattern, entry] of CONTEXT_READS) if (pattern.test(text)) reads.add(entry);
    for (const match of text.matchAll(METADATA_READ)) reads.add(`user.${match[1]}.${match[2]}`);
  }
  return reads;
}

/** Far above any login screen's bundle; an asset past it is not read to the end. */
export const MAX_ASSET_BYTES = 16 * 1024 * 1024;

const INTEGRITY_ALGORITHMS = new Set(['sha256', 'sha384', 'sha512']);

/** Why a request failed, in a word: the socket's code, else the error's message. */
const failureCause = (error: unknown): string =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;

/**
 * The asset answers, and its bytes hash to its integrity. The body is hashed as it streams in
 * and read no further than MAX_ASSET_BYTES (capped-body.ts); the timeout covers the body too.
 */
async function checkAsset(url: string, integrity: unknown): Promise<Finding> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    return {
      ok: false,
      check: 'asset',
      message: `${url} does not answer (${failureCause(error)})`,
    };
  }
  const problem = (check: string, message: string): Finding => {
    void response.body?.cancel().catch(() => undefined);
    return { ok: false, check, message };
  };
  if (!response.ok) return problem('asset', `${url} answers ${response.status}`);
  if (typeof integrity !== 'string')
    return problem('integrity', `${url} has no integrity attribute`);
  const [algorithm, expected] = integrity.split('-', 2) as [string, string];
  if (!INTEGRITY_ALGORITHMS.has(algorithm))
    return problem('integrity', `${url}: unsupported integrity "${integrity}"`);
  const hash = createHash(algorithm);
  let read: CappedRead;
  try {
    read = await readCapped(response, MAX_ASSET_BYTES, (chunk) => hash.update(chunk));
  } catch (error) {
    return problem('asset', `${url} broke off while being read (${failureCause(error)})`);
  }
  if (read === 'too-large')
    return problem(
      'asset',
      `${url} is larger than ${sizeName(MAX_ASSET_BYTES)}, the most doctor reads of an asset: not checked`,
    );
  return hash.digest('base64') === expected
    ? { ok: true, check: 'asset', message: `${url} answers and matches its integrity` }
    : {
        ok: false,
        check: 'integrity',
        message: `${url}: the file does not match its integrity (re-upload dist/ or deploy again)`,
      };
}

function tokenScopes(token: string): Set<string> | undefined {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    return new Set(
      String(payload.scope ?? '')
        .split(' ')
        .filter(Boolean),
    );
  } catch {
    return undefined;
  }
}

/**
 * Advanced rendering needs a custom domain: the name given is not the canonical one, and (when
 * the token may read them) the tenant has it, verified; without --domain, it has one.
 */
async function domainFindings(
  api: ManagementConnection,
  domain: string | undefined,
  scopes: Set<string> | undefined,
): Promise<Finding[]> {
  const name = domain?.replace(/:\d+$/, '').toLowerCase();
  if (name && /\.auth0(app)?\.com$/.test(name))
    return [
      {
        ok: false,
        check: 'domain',
        message: `${domain} is the tenant's canonical domain: advanced rendering needs a custom domain`,
      },
    ];
  if (!scopes?.has('read:custom_domains'))
    return domain ? [{ ok: true, check: 'domain', message: `${domain} is a custom domain` }] : [];
  const domains = await api.request('GET', '/custom-domains', answerSchemas().customDomains);
  const ready = domains.filter((d) => d.status === 'ready');
  if (!name) {
    return [
      ready.length > 0
        ? {
            ok: true,
            check: 'domain',
            message: `The tenant has a verified custom domain: ${ready.map((d) => d.domain).join(', ')}`,
          }
        : {
            ok: false,
            check: 'domain',
            message: `The tenant has no verified custom domain: advanced rendering needs one (POST /api/v2/custom-domains, then verify it)`,
          },
    ];
  }
  const found = domains.find((d) => d.domain === name);
  if (found?.status === 'ready')
    return [
      { ok: true, check: 'domain', message: `${domain} is a verified custom domain of the tenant` },
    ];
  return [
    {
      ok: false,
      check: 'domain',
      message: found
        ? `${domain} is a custom domain of the tenant, but ${found.status.replace('_', ' ')}: verify it`
        : `${domain} is not a custom domain of the tenant`,
    },
  ];
}

export async function doctor(options: ConnectionOptions & { dir?: string }): Promise<Finding[]> {
  const findings: Finding[] = [];
  const api = await connect(options);
  const scopes = tokenScopes(api.token);
  findings.push(...(await domainFindings(api, options.domain, scopes)));
  const missing = ['read:prompts', 'update:prompts'].filter((s) => scopes && !scopes.has(s));
  findings.push(
    missing.length > 0
      ? { ok: false, check: 'scopes', message: `The token lacks ${missing.join(' and ')}` }
      : { ok: true, check: 'scopes', message: 'The token holds read:prompts and update:prompts' },
  );
  let renderings: Map<string, RenderingConfig>;
  try {
    renderings = await currentRenderings(api);
  } catch (error) {
    if (error instanceof CliError && error.code === 'forbidden') {
      findings.push({ ok: false, check: 'scopes', message: error.message });
      return findings;
    }
    throw error;
  }
  for (const config of renderings.values()) {
    if (config.rendering_mode !== 'advanced') continue;
    const name = `${config.prompt}/${config.screen}`;
    const tags = config.head_tags ?? [];
    if (!tags.some((t) => t.tag === 'script'))
      findings.push({
        ok: false,
        check: 'script',
        message: `${name} is advanced but has no script tag`,
      });
    for (const tag of tags) {
      const url = tag.attributes?.src ?? (tag.tag === 'link' ? tag.attributes?.href : undefined);
      if (typeof url === 'string') {
        const finding = await checkAsset(url, tag.attributes?.integrity);
        findings.push({ ...finding, message: `${name}: ${finding.message}` });
      }
    }
    if (
      options.dir !== undefined &&
      existsSync(join(resolve(options.dir), 'src', 'screens', config.screen))
    ) {
      const listed = new Set(config.context_configuration ?? []);
      const left = [...(await contextReads(resolve(options.dir), config.screen))].filter(
        (e) => !listed.has(e),
      );
      findings.push(
        left.length > 0
          ? {
              ok: false,
              check: 'context',
              message: `${name}: the screen reads ${left.join(', ')}, which context_configuration leaves out`,
            }
          : {
              ok: true,
              check: 'context',
              message: `${name}: context_configuration covers what the screen reads`,
            },
      );
    }
  }
  return findings;
}

export function registerDoctor(cli: CAC): void {
  connectionFlags(
    cli
      .command('doctor', 'Check the tenant and the deployed screens for what breaks in production')
      .option(
        '--dir <dir>',
        'Project folder (its screens are checked against context_configuration)',
        { default: '.' },
      )
      .option('--verbose', 'List every check that passed, not only how many'),
  ).action(async (raw: Record<string, unknown>) => {
    const findings = await doctor({ ...connectionOptions(raw), dir: String(raw.dir ?? '.') });
    process.stdout.write(doctorReport(findings, raw.verbose === true));
    if (findings.some((f) => !f.ok)) process.exitCode = 1;
  });
}

/**
 * Problems first, one line each; then what passed, counted per check (a deployed project has
 * hundreds of asset checks, which would bury the problems), or listed with `verbose`.
 * Messages carry the tenant's URLs: printed inert.
 */
export function doctorReport(findings: Finding[], verbose: boolean): string {
  const line = (f: Finding) =>
    `${f.ok ? 'ok     ' : 'problem'} ${f.check}: ${printable(f.message)}\n`;
  const problems = findings.filter((f) => !f.ok);
  const passed = new Map<string, Finding[]>();
  for (const f of findings) if (f.ok) passed.set(f.check, [...(passed.get(f.check) ?? []), f]);
  let report = problems.map(line).join('');
  let counted = false;
  for (const [check, ok] of passed) {
    if (verbose || ok.length === 1) report += ok.map(line).join('');
    else {
      report += `ok      ${check}: ${ok.length} passed\n`;
      counted = true;
    }
  }
  report += problems.length === 0 ? 'No problem found.' : `${problems.length} problem(s).`;
  return `${report}${counted ? ' (--verbose lists every check that passed)' : ''}\n`;
}
