/// <reference types="node" />
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  customizedConsentContext,
  moneyTransfer,
  userProfile,
} from '../../test-fixtures/contexts.js';
import {
  buildTemplateData,
  compileTemplate,
  DEFAULT_CONSENT_TEMPLATE,
  precompileTemplate,
  renderPartial,
  TemplateError,
} from './index.js';
import * as runtime from './runtime.js';

const here = dirname(fileURLToPath(import.meta.url));

function context() {
  const ctx = customizedConsentContext();
  ctx.screen.data = {
    scopes: [{ value: 'openid' }, { value: 'transfer:funds', description: 'Transfer funds' }],
    authorization_details: [moneyTransfer, userProfile],
  };
  return ctx;
}

describe('buildTemplateData', () => {
  it('adds transaction.params from screen.data, with scope as one space-separated string', () => {
    const data = buildTemplateData(context()) as {
      transaction: { params: Record<string, unknown>; state: string };
      client: unknown;
    };
    expect(data.transaction.params).toEqual({
      authorization_details: [moneyTransfer, userProfile],
      scope: 'openid transfer:funds',
    });
    expect(data.transaction.state).toBe('st_abc123');
    expect(data.client).toEqual(context().client);
  });
  it('copes with a missing context', () => {
    expect(renderPartial(null as never, '[{{transaction.params.scope}}]')).toBe('[]');
  });
  it('copes with a context without screen data', () => {
    const ctx = customizedConsentContext();
    ctx.screen.data = undefined;
    expect(
      (buildTemplateData(ctx) as { transaction: { params: unknown } }).transaction.params,
    ).toEqual({ authorization_details: [], scope: '' });
  });
});

describe('renderPartial', () => {
  it('renders a tenant partial against the page context', () => {
    const html = renderPartial(
      context(),
      '<p>{{client.name}}: {{transaction.params.authorization_details[0].beneficiary}} ({{transaction.params.scope}})</p>',
    );
    expect(html).toBe('<p>Bank App: Hanna Herwitz (openid transfer:funds)</p>');
  });
  it('uses the default consent template when the tenant set none, every entry through toConsentView', () => {
    for (const html of [
      renderPartial(context()),
      renderPartial(context(), ''),
      renderPartial(context(), null),
    ]) {
      expect(html).toContain('<h3>Money transfer</h3>');
      expect(html).toContain('<dt>Instructed amount / Amount</dt>\n      <dd>2500</dd>');
      expect(html).toContain('<h3>Share your profile with ExampleCo</h3>');
      expect(html.indexOf('Full name')).toBeLessThan(html.indexOf('State of residence'));
      expect(html).toContain('<dd>Jane Doe <small>Your legal name</small></dd>');
      expect(html).not.toContain('internalId');
    }
    const empty = customizedConsentContext();
    empty.screen.data = {};
    expect(renderPartial(empty)).toContain('This request carries no details to approve.');
    expect(() => compileTemplate(DEFAULT_CONSENT_TEMPLATE)).not.toThrow();
  });
  it('accepts compiled templates and reports bad ones as TemplateError', () => {
    expect(renderPartial(context(), compileTemplate('{{user.email}}'))).toBe('jane@example.com');
    expect(() => renderPartial(context(), '{{{user.email}}}')).toThrow(TemplateError);
  });
});

describe('precompileTemplate and the runtime entry', () => {
  it('produces an ES module whose default export renders with the runtime only', async () => {
    const source =
      '{{#each transaction.params.authorization_details}}<b>{{type}}</b>{{/each}} {{transaction.params.authorization_details[0].instructedAmount.currency}}';
    const text = precompileTemplate(source, {
      runtimeImport: pathToFileURL(join(here, 'runtime.ts')).href,
    });
    expect(text).toMatch(
      /^\/\/ Precompiled by @screenkit\/core precompileTemplate\.\nimport \{ fromPrecompiled \} from "file:/,
    );
    expect(text).toContain('export const spec = {');
    expect(text).toContain('export default fromPrecompiled(spec);');
    const dir = mkdtempSync(join(tmpdir(), 'screenkit-precompiled-'));
    try {
      const file = join(dir, 'consent.hbs.mjs');
      writeFileSync(file, text);
      const module = await import(/* @vite-ignore */ pathToFileURL(file).href);
      const expected =
        '<b>money_transfer</b><b>urn:auth0:schemas:authorization-details:v1:user-profile</b> USD';
      expect(runtime.renderPartial(context(), module.default)).toBe(expected);
      expect(renderPartial(context(), module.default)).toBe(expected);
      expect(renderPartial(context(), source)).toBe(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('imports "@screenkit/core/templates/runtime" by default', () => {
    expect(precompileTemplate('x')).toContain(
      'import { fromPrecompiled } from "@screenkit/core/templates/runtime";',
    );
  });
  it('applies the same checks as compileTemplate', () => {
    expect(() => precompileTemplate('{{{raw}}}')).toThrow(TemplateError);
    expect(() => precompileTemplate('x'.repeat(10_001))).toThrow(/limit is 10000/);
  });
  it('keeps the Handlebars compiler out of the runtime entry and of the main entry', () => {
    // Walk the static imports of each entry: none may reach the full `handlebars` package.
    const reach = (entry: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(entry)) return seen;
      seen.add(entry);
      const text = readFileSync(entry, 'utf8');
      for (const [, spec] of text.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)) {
        if (spec?.startsWith('.'))
          reach(resolve(dirname(entry), spec.replace(/\.js$/, '.ts')), seen);
        else seen.add(spec as string);
      }
      return seen;
    };
    const fromRuntime = reach(join(here, 'runtime.ts'));
    expect(fromRuntime.has('handlebars/runtime.js')).toBe(true);
    expect(fromRuntime.has('handlebars')).toBe(false);
    const fromMain = reach(resolve(here, '../index.ts'));
    expect([...fromMain].filter((s) => s.startsWith('handlebars'))).toEqual([]);
    expect([...fromMain].some((s) => s.includes('/templates/'))).toBe(false);
  });
});
