/**
 * The dashboard's browser app, built by Vite (packages/dev-server/dashboard/, `pnpm build`)
 * into the package's dist/dashboard/. Found from this module wherever it runs: src/ under
 * vitest, dist/ once built, dist/screenkit-chunks/ in the CLI bundle.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CSRF_PLACEHOLDER = '__SCREENKIT_CSRF__';

/** dist/dashboard of the @screenkit/dev-server package this module belongs to, if built. */
function findDashboardDir(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@screenkit/dev-server') {
        const built = join(dir, 'dist', 'dashboard');
        return existsSync(join(built, 'index.html')) ? built : undefined;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
};

export interface DashboardFiles {
  /** index.html with the placeholder for the session's CSRF token. */
  indexHtml(): Promise<string>;
  /** A hashed asset under assets/, or undefined (no such file, or a name outside assets/). */
  asset(name: string): Promise<{ body: Uint8Array; type: string } | undefined>;
}

export function dashboardFiles(): DashboardFiles | undefined {
  const dir = findDashboardDir();
  if (!dir) return undefined;
  let html: Promise<string> | undefined;
  return {
    indexHtml: () => {
      html ??= readFile(join(dir, 'index.html'), 'utf8');
      return html;
    },
    async asset(name) {
      // Vite's hashed names only: no separators, no dot files, so nothing outside assets/.
      const match = /^[\w-][\w.-]*\.(js|css|svg|png)$/.exec(name);
      if (!match) return undefined;
      try {
        const body = await readFile(join(dir, 'assets', name));
        return { body, type: CONTENT_TYPES[match[1] as string] as string };
      } catch {
        return undefined;
      }
    },
  };
}
