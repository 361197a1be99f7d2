import { afterEach, describe, expect, it } from 'vitest';
import { customizedConsentContext, loginIdContext } from '../../test-fixtures/contexts.js';
import { ContextError } from '../errors/context-error.js';
import { ScreenkitError } from '../errors/screenkit-error.js';
import { readContext } from './read-context.js';

// biome-ignore lint/suspicious/noExplicitAny: tests reach into contexts by arbitrary paths
type Mutable = Record<string, any>;

/** A valid context with one change applied. */
function broken(change: (c: Mutable) => void): Mutable {
  const context = structuredClone(customizedConsentContext()) as Mutable;
  change(context);
  return context;
}

describe('readContext', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('returns a valid context as given, unknown extra fields untouched', () => {
    const context = { ...customizedConsentContext(), experiment: { arm: 'b' } } as Mutable;
    context.screen.future_field = [1, 2];
    const read = readContext(context);
    expect(read).toBe(context);
    expect(read.experiment).toEqual({ arm: 'b' });
    expect(read.screen.future_field).toEqual([1, 2]);
  });

  it('takes JSON text', () => {
    const read = readContext(JSON.stringify(loginIdContext()));
    expect(read.screen.name).toBe('login-id');
    expect(read.transaction.errors?.[0]?.field).toBe('username');
  });

  it('reads window.universal_login_context at call time, never a stale copy', () => {
    const page = { universal_login_context: loginIdContext() as unknown };
    (globalThis as { window?: unknown }).window = page;
    expect(readContext().screen.name).toBe('login-id');
    page.universal_login_context = customizedConsentContext();
    expect(readContext().screen.name).toBe('customized-consent');
  });

  it('says plainly when the page has no context', () => {
    const error = catchError(() => readContext());
    expect(error).toBeInstanceOf(ContextError);
    expect(error).toBeInstanceOf(ScreenkitError);
    expect(error.code).toBe('context_missing');
    expect(error.message).toMatch(/universal_login_context/);
  });

  it('reports JSON syntax errors as ContextError', () => {
    const error = catchError(() => readContext('{"prompt": '));
    expect(error.code).toBe('context_invalid_json');
  });

  const malformed: [string, unknown, string, string][] = [
    ['null', null, 'context_missing', ''],
    ['a number', 42, 'context_not_object', ''],
    ['an array', [], 'context_not_object', ''],
    ['JSON text of an array', '[1]', 'context_not_object', ''],
    ['JSON text of null', 'null', 'context_missing', ''],
    ['no prompt', broken((c) => delete c.prompt), 'field_missing', 'prompt'],
    ['prompt as a string', broken((c) => (c.prompt = 'login')), 'field_type', 'prompt'],
    ['no prompt.name', broken((c) => delete c.prompt.name), 'field_missing', 'prompt.name'],
    ['numeric prompt.name', broken((c) => (c.prompt.name = 7)), 'field_type', 'prompt.name'],
    ['no screen', broken((c) => delete c.screen), 'field_missing', 'screen'],
    ['no screen.name', broken((c) => delete c.screen.name), 'field_missing', 'screen.name'],
    ['null screen.name', broken((c) => (c.screen.name = null)), 'field_type', 'screen.name'],
    ['no transaction', broken((c) => delete c.transaction), 'field_missing', 'transaction'],
    [
      'no transaction.state',
      broken((c) => delete c.transaction.state),
      'field_missing',
      'transaction.state',
    ],
    [
      'object transaction.state',
      broken((c) => (c.transaction.state = {})),
      'field_type',
      'transaction.state',
    ],
    [
      'numeric transaction.locale',
      broken((c) => (c.transaction.locale = 1)),
      'field_type',
      'transaction.locale',
    ],
    [
      'errors not an array',
      broken((c) => (c.transaction.errors = {})),
      'field_type',
      'transaction.errors',
    ],
    [
      'an error without message',
      broken((c) => (c.transaction.errors = [{ code: 'x' }])),
      'field_missing',
      'transaction.errors[0].message',
    ],
    [
      'an error that is a string',
      broken((c) => (c.transaction.errors = [{ code: 'a', message: 'b' }, 'oops'])),
      'field_type',
      'transaction.errors[1]',
    ],
    [
      'screen of another prompt',
      broken((c) => (c.screen.name = 'login-id')),
      'screen_prompt_mismatch',
      'screen.name',
    ],
    [
      'unknown screen',
      broken((c) => (c.screen.name = 'no-such-screen')),
      'screen_unknown',
      'screen.name',
    ],
    [
      '__proto__ as screen name',
      broken((c) => (c.screen.name = '__proto__')),
      'screen_unknown',
      'screen.name',
    ],
    ['client without id', broken((c) => delete c.client.id), 'field_missing', 'client.id'],
    ['client as an array', broken((c) => (c.client = [])), 'field_type', 'client'],
    [
      'organization.name numeric',
      broken((c) => (c.organization.name = 1)),
      'field_type',
      'organization.name',
    ],
    [
      'organization branding colors a string',
      broken((c) => (c.organization.branding = { colors: 'red' })),
      'field_type',
      'organization.branding.colors',
    ],
    [
      'user.enrolled_factors of numbers',
      broken((c) => (c.user.enrolled_factors = ['otp', 2])),
      'field_type',
      'user.enrolled_factors[1]',
    ],
    ['tenant a string', broken((c) => (c.tenant = 'dev')), 'field_type', 'tenant'],
    [
      'branding font without url',
      broken((c) => (c.branding = { settings: { font: {} } })),
      'field_missing',
      'branding.settings.font.url',
    ],
    [
      'captcha without provider',
      broken((c) => (c.screen.captcha = { siteKey: 'k' })),
      'field_missing',
      'screen.captcha.provider',
    ],
    [
      'screen.texts an array',
      broken((c) => (c.screen.texts = ['a'])),
      'field_type',
      'screen.texts',
    ],
    [
      'untrusted login_hint numeric',
      broken((c) => (c.untrusted_data = { authorization_params: { login_hint: 5 } })),
      'field_type',
      'untrusted_data.authorization_params.login_hint',
    ],
    [
      'country_code without prefix',
      broken((c) => (c.transaction.country_code = { code: 'US' })),
      'field_missing',
      'transaction.country_code.prefix',
    ],
    [
      'consent scopes not an array',
      broken((c) => (c.screen.data.scopes = 'openid')),
      'field_type',
      'screen.data.scopes',
    ],
    [
      'consent scope without value',
      broken((c) => (c.screen.data.scopes = [{ description: 'd' }])),
      'field_missing',
      'screen.data.scopes[0].value',
    ],
    [
      'authorization_details entry not an object',
      broken((c) => (c.screen.data.authorization_details = ['x'])),
      'field_type',
      'screen.data.authorization_details[0]',
    ],
    [
      'hideScopes a string',
      broken((c) => (c.screen.data.hideScopes = 'yes')),
      'field_type',
      'screen.data.hideScopes',
    ],
  ];

  it.each(malformed)(
    'rejects %s with a ContextError at the right path',
    (_label, input, code, path) => {
      const error = catchError(() => readContext(input as never));
      expect(error).toBeInstanceOf(ContextError);
      expect(error.code).toBe(code);
      expect(error.path).toBe(path);
      if (path) expect(error.message).toContain(path);
    },
  );

  it('never lets a TypeError escape, whatever it is given', () => {
    const hostile: unknown[] = [
      undefined,
      0,
      true,
      Symbol('x'),
      () => 1,
      'not json',
      '',
      '"a string"',
      { prompt: null },
      { prompt: { name: 'login' }, screen: [], transaction: 1 },
      Object.create(null),
      new Date(),
      new Map(),
      JSON.parse('{"__proto__": {"polluted": true}, "prompt": {"name": "login"}}'),
    ];
    for (const input of hostile) {
      const error = catchError(() => readContext(input as never));
      expect(error).toBeInstanceOf(ContextError);
    }
    expect(({} as Mutable).polluted).toBeUndefined();
  });
});

function catchError(run: () => unknown): ContextError {
  try {
    run();
  } catch (error) {
    return error as ContextError;
  }
  throw new Error('expected an error');
}

describe('consent request check', () => {
  it('is the very shape the consent declarations declare as their data', async () => {
    const { CONSENT_DATA } = await import('../catalogue/shared-shapes.js');
    const { consent, consentTenantScopes } = await import('../screens/declarations/consent.js');
    const { customizedConsent } = await import('../screens/declarations/customized-consent.js');
    for (const declaration of [consent, consentTenantScopes, customizedConsent])
      expect(declaration.data).toBe(CONSENT_DATA);
  });
});
