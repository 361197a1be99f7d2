import { describe, expect, it } from 'vitest';
import {
  customizedConsentContext,
  loginIdContext,
  moneyTransfer,
  userProfile,
} from '../../test-fixtures/contexts.js';
import { ScreenMismatchError } from '../screens/screen-mismatch-error.js';
import { consentModel } from './consent-model.js';

const withDetails = (details: unknown[]) =>
  customizedConsentContext({
    screen: {
      name: 'customized-consent',
      data: { scopes: [{ value: 'openid' }], authorization_details: details as never },
    },
  }).screen;

describe('consentModel', () => {
  it('gives scopes, entries, a passing validation and one view per entry', () => {
    const model = consentModel(withDetails([moneyTransfer, userProfile]), ['customized-consent']);
    expect(model.scopes).toEqual([{ value: 'openid' }]);
    expect(model.authorization_details).toEqual([moneyTransfer, userProfile]);
    expect(model.validation.valid).toBe(true);
    expect(model.views.map((v) => v.title)).toEqual([
      expect.any(String),
      'Share your profile with ExampleCo',
    ]);
    expect(model.views[1]?.items.map((i) => i.label)).toEqual(['Full name', 'State of residence']);
  });

  it('checks registered types when given, and reports the offending entry', () => {
    const model = consentModel(withDetails([moneyTransfer]), ['customized-consent'], {
      registeredTypes: ['payment_initiation'],
    });
    expect(model.validation.valid).toBe(false);
    if (!model.validation.valid) expect(model.validation.errors[0]).toMatchObject({ rule: 5 });
  });

  it('throws ScreenMismatchError naming both screens on another screen', () => {
    const run = () => consentModel(loginIdContext().screen, ['customized-consent']);
    expect(run).toThrow(ScreenMismatchError);
    expect(run).toThrow(/"customized-consent".*"login-id"/);
  });
});
