// Copies the starters in examples/ into the package (templates/<react|js>/) so that
// `screenkit init` works offline from an installed package. Run by `pnpm build`; examples/ is
// the one source, and test/cli-templates.test.ts checks the copy matches it file by file.
// `node scripts/copy-templates.mjs [outDir]`.
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_SOURCES = { react: 'react-consent', js: 'js-consent' };
/** What a starter takes from its example; package.json becomes template.json (dependency ranges). */
export const TEMPLATE_FILES = ['index.html', 'src'];

const examples = fileURLToPath(new URL('../../../examples/', import.meta.url));

export async function copyTemplates(outDir) {
  await rm(outDir, { recursive: true, force: true });
  for (const [name, example] of Object.entries(TEMPLATE_SOURCES)) {
    for (const file of TEMPLATE_FILES)
      await cp(join(examples, example, file), join(outDir, name, file), { recursive: true });
    await cp(join(examples, example, 'package.json'), join(outDir, name, 'template.json'));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await copyTemplates(process.argv[2] ?? fileURLToPath(new URL('../templates/', import.meta.url)));
}
