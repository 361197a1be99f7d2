/**
 * How to run pnpm from here, for `pnpm pack` in a screenkit checkout (a pnpm workspace: only
 * pnpm rewrites its `workspace:*` ranges when packing). In order: the pnpm running this process
 * (`pnpm exec screenkit ...`), a `pnpm` on PATH, or npx fetching the checkout's own
 * `packageManager` version, as the README's commands do.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { basename, delimiter, join } from 'node:path';

export interface Command {
  command: string;
  args: string[];
}

/** `version`: the pnpm version npx fetches when no pnpm runs this process or sits on PATH. */
export function pnpmCommand(version: string, env = process.env): Command {
  const execPath = env.npm_execpath;
  if (env.npm_config_user_agent?.startsWith('pnpm/') && execPath && /pnpm/.test(basename(execPath)))
    return /\.[cm]?js$/.test(execPath)
      ? { command: process.execPath, args: [execPath] }
      : { command: execPath, args: [] };
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, 'pnpm');
    try {
      accessSync(candidate, constants.X_OK);
      return { command: candidate, args: [] };
    } catch {}
  }
  return { command: 'npx', args: ['--yes', `pnpm@${version}`] };
}

export interface Ran {
  code: number | null;
  output: string;
}

/** Runs a command to its end, stdout and stderr together (for an error message). */
export function run(command: Command, args: string[], cwd: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.command, [...command.args, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}
