import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listScreens, promptOfScreen, validateContext } from '@screenkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deepMerge,
  FixtureError,
  listFixtureScreens,
  listVariants,
  loadFixture,
} from '../src/fixtures/index.js';

let project: string;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'screenkit-fixtures-'));
  const dir = join(project, 'screens', 'customized-consent', 'customized-consent');
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'default.json'),
    JSON.stringify({
      screen: { texts: { title: 'Project title' } },
      client: { name: 'Overridden' },
    }),
  );
  await writeFile(
    join(dir, 'big-transfer.json'),
    JSON.stringify({
      screen: {
        data: {
          authorization_details: [
            { type: 'money_transfer', instructedAmount: { amount: 99000, currency: 'EUR' } },
          ],
        },
      },
    }),
  );
  await writeFile(
    join(dir, 'polluting.json'),
    '{"__proto__": {"polluted": "yes"}, "screen": {"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}}',
  );
  await writeFile(join(dir, 'broken.json'), '{ not json');
  const loginDir = join(project, 'screens', 'login-id', 'login-id');
  await mkdir(loginDir, { recursive: true });
  await writeFile(join(loginDir, 'renamed.json'), JSON.stringify({ screen: { name: 'consent' } }));
  await writeFile(join(loginDir, 'bad-shape.json'), JSON.stringify({ transaction: { state: 7 } }));
});
afterAll(() => rm(project, { recursive: true, force: true }));

describe('built-in fixtures', () => {
  it('exist for every screen of the catalogue, default and with-errors, and are valid contexts', async () => {
    const screens = listFixtureScreens();
    expect(screens).toHaveLength(listScreens().length);
    expect(screens.length).toBe(91);
    for (const { prompt, screen } of screens) {
      const base = await loadFixture({ screen });
      expect(base.prompt.name).toBe(prompt);
      expect(base.screen.name).toBe(screen);
      expect(() => validateContext(base)).not.toThrow();
      expect(base.transaction.errors).toBeUndefined();
      const errors = await loadFixture({ screen, prompt, variant: 'with-errors' });
      expect(errors.transaction.errors?.length).toBeGreaterThan(0);
      expect(errors.transaction.errors?.[0]?.message).toEqual(expect.any(String));
    }
  });

  it('give consent screens their scopes and customized-consent its authorization_details', async () => {
    const consent = await loadFixture({ screen: 'consent' });
    expect(consent.screen.data?.scopes).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 'transfer:funds' })]),
    );
    const custom = await loadFixture({ screen: 'customized-consent' });
    const details = custom.screen.data?.authorization_details as { type: string }[];
    expect(details.map((d) => d.type)).toEqual([
      'money_transfer',
      'urn:auth0:schemas:authorization-details:v1:user-profile',
    ]);
  });

  it('are fresh copies: editing one does not change the next', async () => {
    const a = await loadFixture({ screen: 'customized-consent' });
    const firstOf = (context: typeof a) =>
      (context.screen.data?.authorization_details as { beneficiary: string }[] | undefined)?.[0];
    const first = firstOf(a);
    expect(first).toBeDefined();
    if (first) first.beneficiary = 'X';
    const b = await loadFixture({ screen: 'customized-consent' });
    expect(firstOf(b)?.beneficiary).toBe('Hanna Herwitz');
  });
});

describe('project overrides', () => {
  it('deep-merge default.json over the built-in default', async () => {
    const context = await loadFixture({ screen: 'customized-consent', projectDir: project });
    expect(context.screen.texts?.title).toBe('Project title');
    expect(context.screen.texts?.acceptButtonText).toBe('Accept');
    expect(context.client?.name).toBe('Overridden');
    expect(context.client?.id).toBe('cl_demo_bank');
  });

  it('add project variants, merged over default.json, arrays replaced', async () => {
    const context = await loadFixture({
      screen: 'customized-consent',
      variant: 'big-transfer',
      projectDir: project,
    });
    expect(context.screen.texts?.title).toBe('Project title');
    expect(context.screen.data?.authorization_details).toEqual([
      { type: 'money_transfer', instructedAmount: { amount: 99000, currency: 'EUR' } },
    ]);
    expect(context.screen.data?.scopes).toBeDefined();
    const variants = await listVariants('customized-consent', project);
    expect(variants).toEqual(expect.arrayContaining(['default', 'with-errors', 'big-transfer']));
  });

  it('never pollute prototypes, whatever the file holds', async () => {
    const context = await loadFixture({
      screen: 'customized-consent',
      variant: 'polluting',
      projectDir: project,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(context)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(context.screen)).toBe(Object.prototype);
    expect((context.screen as Record<string, unknown>).polluted).toBeUndefined();
    const merged = deepMerge(
      { a: { b: 1 } },
      JSON.parse('{"__proto__":{"x":1},"a":{"__proto__":{"y":2}}}'),
    );
    expect(merged).toEqual({ a: { b: 1 } });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('cannot rename the screen', async () => {
    const context = await loadFixture({
      screen: 'login-id',
      variant: 'renamed',
      projectDir: project,
    });
    expect(context.screen.name).toBe('login-id');
    expect(context.prompt.name).toBe(promptOfScreen('login-id'));
  });

  it.each([
    [{ screen: 'nope' }, 'unknown_screen', 'screen'],
    [{ screen: 'login-id', prompt: 'consent' }, 'prompt_mismatch', 'prompt'],
    [{ screen: 'login-id', variant: '../../etc/passwd' }, 'invalid_variant_name', 'variant'],
    [{ screen: 'login-id', variant: 'missing' }, 'unknown_variant', 'variant'],
    [{ screen: 'customized-consent', variant: 'broken' }, 'invalid_json', 'broken.json'],
    [{ screen: 'login-id', variant: 'bad-shape' }, 'invalid_context', 'fixture'],
  ])('refuse %j with a FixtureError (%s)', async (request, code, path) => {
    const error = await loadFixture({ ...request, projectDir: project }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FixtureError);
    expect((error as FixtureError).code).toBe(code);
    expect((error as FixtureError).path).toContain(path);
  });
});
