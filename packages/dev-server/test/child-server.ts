/** Runs the CLI from source in a child process (tsx + the "source" export condition). */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface CliOptions {
  /** Extra node flags (e.g. `--require` of a test shim) and environment variables. */
  nodeArgs?: string[];
  env?: Record<string, string>;
}

/** `script`: run this JS file (e.g. a bundle) instead of the TypeScript source through tsx. */
export function runCli(args: string[], script?: string, options: CliOptions = {}): ChildProcess {
  const node = script ? [script] : ['--conditions=source', '--import', 'tsx', CLI];
  return spawn(process.execPath, [...(options.nodeArgs ?? []), ...node, ...args], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
}

export interface RunningCli {
  child: ChildProcess;
  url: string;
  token: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `screenkit dev` and resolves once it printed its URL and token. */
export function startCli(
  args: string[],
  script?: string,
  options?: CliOptions,
): Promise<RunningCli> {
  const child = runCli(['dev', '--port', '0', ...args], script, options);
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
      if (url && token) resolve({ child, url, token, exited });
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
