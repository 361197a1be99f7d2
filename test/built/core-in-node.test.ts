// The built @screenkit/core, imported by plain Node (no DOM, no vitest transforms, no "source"
// condition): what an SSR server or a build script gets. Run after `pnpm build`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const coreDist = join(here, '../../packages/core/dist/index.js');

const script = `
import * as core from '@screenkit/core';
const context = {
  prompt: { name: 'customized-consent' },
  screen: { name: 'customized-consent', data: { scopes: [{ value: 'openid' }], authorization_details: [{ type: 'money_transfer' }] } },
  transaction: { state: 'st_1' },
};
const screen = core.createCustomizedConsentScreen(context);
let missing;
try { core.readContext(); } catch (e) { missing = [e.name, e.code]; }
console.log(JSON.stringify({
  hasWindow: typeof window !== 'undefined',
  screen: screen.screen.name,
  types: screen.authorization_details.map((d) => d.type),
  screens: core.listScreens().length,
  missing,
}));
`;

describe('@screenkit/core built, in plain Node', () => {
  it('imports without a DOM and reads a context passed as an object', () => {
    expect(existsSync(coreDist), 'packages/core/dist is missing: run `pnpm build` first').toBe(
      true,
    );
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: here,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({
      hasWindow: false,
      screen: 'customized-consent',
      types: ['money_transfer'],
      screens: 91,
      missing: ['ContextError', 'context_missing'],
    });
  });
});
