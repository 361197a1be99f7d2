/**
 * Where things are: the package's own folder (templates ship inside it), a template's source
 * (the packaged copy, or examples/ when running from the workspace), and a screenkit project
 * (package.json with a `screenkit.template` field).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError } from './cli-error.js';
import { TEMPLATES, type TemplateName } from './screen-names.js';

/** The @screenkit/dev-server folder, from src/project/, dist/cli/ or the single-file bundle in dist/. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      JSON.parse(readFileSync(manifest, 'utf8')).name === '@screenkit/dev-server'
    )
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('screenkit: cannot find the @screenkit/dev-server folder');
    dir = parent;
  }
}

export const EXAMPLE_OF: Record<TemplateName, string> = {
  react: 'react-consent',
  js: 'js-consent',
};

export interface TemplateSource {
  dir: string;
  /** The example's package.json: dependency ranges for the starter. */
  packageJson: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
}

/**
 * In the screenkit workspace, examples/ itself (the one source); in an installed package, the
 * copy `pnpm build` made of it (templates/<name>).
 */
export function templateSource(template: TemplateName): TemplateSource {
  const root = packageRoot();
  const example = resolve(root, '..', '..', 'examples', EXAMPLE_OF[template]);
  const exampleJson = join(example, 'package.json');
  if (
    existsSync(exampleJson) &&
    readJson<{ name?: string }>(exampleJson).name === `@screenkit/example-${EXAMPLE_OF[template]}`
  ) {
    return { dir: example, packageJson: readJson(exampleJson) };
  }
  const packaged = join(root, 'templates', template);
  if (!existsSync(join(packaged, 'template.json')))
    throw new Error(`screenkit: template "${template}" is missing from ${packaged}`);
  return { dir: packaged, packageJson: readJson(join(packaged, 'template.json')) };
}

export function packageVersion(): string {
  return readJson<{ version: string }>(join(packageRoot(), 'package.json')).version;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export interface Project {
  dir: string;
  template: TemplateName;
}

/** The screenkit project in `dir`: its package.json names the template it was made from. */
export async function openProject(dir: string): Promise<Project> {
  const file = join(dir, 'package.json');
  let manifest: { screenkit?: { template?: string } };
  try {
    manifest = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new CliError(
      'not_a_project',
      file,
      'Not a screenkit project: no readable package.json here (run `screenkit init` first, or pass --dir)',
    );
  }
  const template = manifest.screenkit?.template;
  if (!TEMPLATES.includes(template as TemplateName)) {
    throw new CliError(
      'not_a_project',
      file,
      `Not a screenkit project: package.json needs "screenkit": {"template": "react" | "js"}`,
    );
  }
  return { dir, template: template as TemplateName };
}
