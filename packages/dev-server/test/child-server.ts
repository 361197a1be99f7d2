/**
 * Runs the CLI in a child process as a user does. The children run one bundle of src/cli.ts made
 * once per test process (by scripts/bundle-cli.mjs, as `pnpm build` makes bin's bundle): a
 * bundled child starts several times faster than tsx compiling the sources at every start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const BUNDLER = join(PACKAGE_DIR, 'scripts', 'bundle-cli.mjs');

let bundled: Promise<string> | undefined;

/** The CLI bundled from source, once per test process, in the run's folder (cli-bundle-setup). */
export function bundledCli(): Promise<string> {
  bundled ??= (async () => {
    // Per process: a build replaces the chunks beside its entry.
    const file = join(inject('cliBundleDir'), String(process.pid), 'screenkit.mjs');
    const built = await collectOutput(spawn(process.execPath, [BUNDLER, CLI, file]));
    if (built.code !== 0) throw new Error(`bundling the CLI failed: ${built.stderr}`);
    return file;
  })();
  return bundled;
}

export interface CliOptions {
  /** Extra node flags (e.g. `--require` of a test shim) and environment variables. */
  nodeArgs?: string[];
  env?: Record<string, string>;
  /** The working directory (default: the package). */
  cwd?: string;
}

/** `script`: run this JS file instead of the bundle of the sources. */
export async function runCli(
  args: string[],
  script?: string,
  options: CliOptions = {},
): Promise<ChildProcess> {
  const file = script ?? (await bundledCli());
  return spawn(process.execPath, [...(options.nodeArgs ?? []), file, ...args], {
    cwd: options.cwd ?? PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
}

/** Runs the CLI to its end. */
export async function runCliToEnd(
  args: string[],
  script?: string,
  options?: CliOptions,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return collectOutput(await runCli(args, script, options));
}

export interface RunningCli {
  child: ChildProcess;
  url: string;
  token: string;
  /** What it printed up to its token: the banner. */
  banner: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `screenkit dev` and resolves once it printed its URL and token. */
export async function startCli(
  args: string[],
  script?: string,
  options?: CliOptions,
): Promise<RunningCli> {
  const child = await runCli(['dev', '--port', '0', ...args], script, options);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (d) => {
      err += d;
    });
    child.stdout?.on('data', (d) => {
      out += d;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const token = /Management token:\n(\S+)\n/.exec(out)?.[1];
      if (url && token) resolve({ child, url, token, banner: out, exited });
    });
    exited.then(({ code }) => reject(new Error(`screenkit dev exited (${code}): ${err}`)));
  });
}

export function collectOutput(
  child: ChildProcess,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
