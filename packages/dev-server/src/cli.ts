/**
 * `screenkit dev` runs the dev server until Ctrl+C; `screenkit token` prints a management
 * token for a server on the same store.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cac } from 'cac';
import { connectionFlags, connectionOptions } from './project/connection-flags.js';
import { TENANT_DIR } from './project/tenant-files.js';
import { issueManagementToken, MANAGEMENT_SCOPES } from './protocol/management-token.js';
import { startDevServer } from './server.js';
import { DEFAULT_STORE_DIR } from './store/store.js';

const cli = cac('screenkit');
// The bundle has the version built in; src/cli.ts and dist/cli.js sit below package.json.
const version =
  process.env.SCREENKIT_VERSION ??
  (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

connectionFlags(
  cli
    .command(
      'dev',
      'Start the dev server (Management API mock, login pages); with --connected, show the built screens on a development tenant',
    )
    .option('--port <port>', 'Port (0 picks a free one; default 4321, 55444 with --connected)')
    .option('--host <host>', 'Interface to listen on', { default: '127.0.0.1' })
    .option('--store <dir>', 'Store folder', { default: DEFAULT_STORE_DIR })
    .option('--in-memory', 'Keep nothing on disk')
    .option(
      '--project <dir>',
      'Project whose tenant/ folder (settings, partials) applies at start',
      {
        default: '.',
      },
    )
    .option('--allowed-host <name>', 'Host name to serve besides loopback ones (repeatable)')
    .option(
      '--connected',
      "Build the project's --screens, serve dist/ and point those screens of the tenant at it until Ctrl+C",
    )
    .option(
      '--screens <list>',
      'With --connected: the screens to point at the local build (a,b or all)',
    )
    .option('--dir <dir>', 'With --connected: the project folder', { default: '.' }),
).action(
  async (options: {
    port?: number | string;
    host: string;
    store: string;
    inMemory?: boolean;
    project: string;
    allowedHost?: string | string[];
    connected?: boolean;
    screens?: string;
    dir: string;
  }) => {
    const port = Number(options.port ?? (options.connected ? 55_444 : 4321));
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new Error(`--port must be an integer between 0 and 65535, got "${options.port}"`);
    }
    if (options.connected) {
      const { runConnectedDev } = await import('./project/connected-dev.js');
      await runConnectedDev({
        ...connectionOptions(options as unknown as Record<string, unknown>),
        dir: String(options.dir),
        screens: typeof options.screens === 'string' ? options.screens : '',
        port,
        host: String(options.host),
        log: (line) => process.stdout.write(`${line}\n`),
      });
      return;
    }
    const server = await startDevServer({
      port,
      host: String(options.host),
      storeDir: String(options.store),
      inMemory: options.inMemory === true,
      projectDir: resolve(String(options.project)),
      allowedHosts: [options.allowedHost ?? []].flat().map(String),
    });
    const projectDir = resolve(String(options.project));
    // Say what was applied: a folder without tenant/ applies nothing, and the user should know.
    const applied = existsSync(join(projectDir, TENANT_DIR))
      ? `${TENANT_DIR}/ applied`
      : `no ${TENANT_DIR}/ folder: nothing applied`;
    process.stdout.write(
      `screenkit dev server listening on ${server.url}\n` +
        `  Home:           ${server.url}/   (where to go, a CIBA request)\n` +
        `  Screens:        ${server.url}/preview\n` +
        `  Dashboard:      ${server.url}/dashboard\n` +
        `  Inbox (codes):  ${server.url}/_screenkit/inbox\n` +
        `  Management API: ${server.url}/api/v2   (seed the demo tenant: screenkit seed --url ${server.url})\n` +
        `  Store: ${options.inMemory ? '(in memory)' : options.store}\n` +
        `  Project: ${projectDir} (${applied})\n` +
        `  Management token:\n${server.managementToken}\n`,
    );
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`screenkit: error while stopping after ${signal}:`, error);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
);

cli
  .command('token', 'Print a management token accepted by a dev server on the same store')
  .option('--scopes <scopes>', 'Space-separated scopes (default: all management scopes)')
  .option('--store <dir>', 'Store folder', { default: DEFAULT_STORE_DIR })
  .option('--expires-in <seconds>', 'Lifetime in seconds', { default: 86_400 })
  .action(async (options: { scopes?: string; store: string; expiresIn: number | string }) => {
    const expiresIn = Number(options.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn <= 0) {
      throw new Error(`--expires-in must be a positive integer, got "${options.expiresIn}"`);
    }
    const scopes =
      options.scopes === undefined
        ? [...MANAGEMENT_SCOPES]
        : String(options.scopes)
            .split(/[\s,]+/)
            .filter(Boolean);
    const unknown = scopes.filter((s) => !(MANAGEMENT_SCOPES as readonly string[]).includes(s));
    if (unknown.length > 0) {
      console.error(
        `screenkit: warning: the dev server grants nothing for ${unknown.join(', ')}; its scopes are: ${MANAGEMENT_SCOPES.join(' ')}`,
      );
    }
    const token = await issueManagementToken({
      storeDir: String(options.store),
      scopes,
      expiresIn,
    });
    process.stdout.write(`${token}\n`);
  });

/**
 * The project commands (init, build, deploy, pull...) and what they import load only when one
 * of them or the overall help may be asked for: `screenkit dev` starts without them.
 */
if (!['dev', 'token'].includes(process.argv[2] ?? '')) {
  const { registerProjectCommands } = await import('./project/index.js');
  registerProjectCommands(cli);
  const { registerSeed } = await import('./fixtures/seed-command.js');
  registerSeed(cli);
}

// cac's help for one command shows its usage and options but not what it does: add that line.
cli.help((sections) => {
  const command = cli.matchedCommand;
  if (!command?.description) return sections;
  const after = sections.findIndex((section) => section.title === 'Usage') + 1;
  return [...sections.slice(0, after), { body: command.description }, ...sections.slice(after)];
});
cli.version(version);

/**
 * A value-taking option takes the next argument even when it begins with "-", as getopt does:
 * client secrets are base64url and may begin with "-" (cac would read `--client-secret -hX...` as
 * the help flag and an empty secret), and `--port -1` reaches --port's own check. A next argument
 * that is itself one of the command's options is left alone, so a forgotten value is still missed.
 */
function joinOptionValues(argv: string[]): string[] {
  const command = cli.commands.find((c) => c.isMatched(argv[0] ?? ''));
  const flags = (options: typeof cli.globalCommand.options) =>
    options.flatMap((o) => o.rawName.split(/[\s,]+/).filter((part) => part.startsWith('-')));
  const options = [...cli.globalCommand.options, ...(command?.options ?? [])];
  const valueFlags = new Set(flags(options.filter((o) => o.required)));
  const allFlags = new Set(flags(options));
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const next = argv[i + 1];
    const nextIsOption = next !== undefined && allFlags.has(next.split('=')[0] as string);
    if (valueFlags.has(arg) && next?.startsWith('-') && !nextIsOption) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

async function main(): Promise<void> {
  cli.parse([...process.argv.slice(0, 2), ...joinOptionValues(process.argv.slice(2))], {
    run: false,
  });
  // cac has already printed the help or the version.
  if (cli.options.help || cli.options.version) return;
  if (!cli.matchedCommand) {
    if (cli.args.length > 0) console.error(`screenkit: unknown command "${cli.args[0]}"\n`);
    cli.outputHelp();
    process.exitCode = cli.args.length > 0 ? 1 : 0;
    return;
  }
  await cli.runMatchedCommand();
}

main().catch((error: unknown) => {
  console.error(`screenkit: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
