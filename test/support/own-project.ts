/**
 * Driving a project outside this repository as its developer does, with the package managers
 * themselves: commands run in the environment a terminal gives (none of the npm_* / pnpm_*
 * variables this test run inherits from `pnpm test`, which would point npm at the workspace),
 * and `npm run dev` started in a process group of its own, so stopping it stops Vite too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { pnpmCommand } from '../../packages/dev-server/src/project/pnpm-command.js';

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall-clock milliseconds, for the log (never asserted). */
  ms: number;
}

/**
 * The environment of a terminal: the variables a package manager (npm_*, pnpm_*) or vitest
 * (VITEST*, NODE_ENV, and import.meta.env's MODE, DEV, PROD, SSR, BASE_URL) set for us, gone.
 */
export function terminalEnv(): NodeJS.ProcessEnv {
  const set =
    /^(npm_|pnpm_|PNPM_|VITEST|(INIT_CWD|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|FORCE_TTY)$)/;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !set.test(name)));
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0' };
}

function collect(child: ChildProcess, started: number): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

/** Runs `command args` in `cwd` to its end. */
export function run(command: string, args: string[], cwd: string): Promise<Ran> {
  const started = Date.now();
  return collect(
    spawn(command, args, { cwd, env: terminalEnv(), stdio: ['ignore', 'pipe', 'pipe'] }),
    started,
  );
}

/** pnpm as the README runs it (the checkout's packageManager version through npx if needed). */
export function runPnpm(args: string[], cwd: string, version: string): Promise<Ran> {
  const pnpm = pnpmCommand(version);
  return run(pnpm.command, [...pnpm.args, ...args], cwd);
}

export interface DevServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm run dev` on a free port; resolves with the URL Vite prints. */
export function startDev(cwd: string): Promise<DevServer> {
  const child = spawn('npm', ['run', 'dev', '--', '--port', '0', '--host', '127.0.0.1'], {
    cwd,
    env: terminalEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM'); // npm, its shell and Vite
      } catch {}
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d;
      const url = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve({ url, output: () => output, stop });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    exited.then(() => reject(new Error(`npm run dev exited before listening:\n${output}`)));
  });
}
