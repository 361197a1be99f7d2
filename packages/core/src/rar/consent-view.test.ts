import { describe, expect, it } from 'vitest';
import { moneyTransfer, userProfile } from '../../test-fixtures/contexts.js';
import { toConsentView } from './consent-view.js';
import { labelFromKey } from './labels.js';

describe('toConsentView', () => {
  it('shows a vendor-schema entry as its instruction and displayed properties in display_order', () => {
    const withTen = {
      ...userProfile,
      properties: {
        ...userProfile.properties,
        tenth: { display: true, name: 'Tenth', display_order: '10', value: true },
      },
    };
    expect(toConsentView(withTen)).toEqual({
      type: userProfile.type,
      vendor: { vendor: 'auth0', version: 'v1', customValue: 'user-profile' },
      title: 'Share your profile with ExampleCo',
      instruction: 'Share your profile with ExampleCo',
      items: [
        {
          path: 'properties.fullName',
          label: 'Full name',
          value: 'Jane Doe',
          description: 'Your legal name',
        },
        { path: 'properties.stateOfResidence', label: 'State of residence', value: 'CA' },
        // "10" sorts after "2": the order is numeric, not textual.
        { path: 'properties.tenth', label: 'Tenth', value: 'Yes' },
      ],
    });
  });
  it('flattens other types with labels from keys and nested paths', () => {
    expect(toConsentView(moneyTransfer)).toEqual({
      type: 'money_transfer',
      vendor: null,
      title: 'Money transfer',
      items: [
        { path: 'instructedAmount.amount', label: 'Instructed amount / Amount', value: '2500' },
        { path: 'instructedAmount.currency', label: 'Instructed amount / Currency', value: 'USD' },
        { path: 'sourceAccount', label: 'Source account', value: 'xxxxxxxxxxx1234' },
        { path: 'destinationAccount', label: 'Destination account', value: 'xxxxxxxxxxx9876' },
        { path: 'beneficiary', label: 'Beneficiary', value: 'Hanna Herwitz' },
        { path: 'subject', label: 'Subject', value: 'A Lannister Always Pays His Debts' },
      ],
    });
  });
  it('joins arrays of scalars and numbers arrays of objects', () => {
    const view = toConsentView({
      type: 'account_information',
      actions: ['read', 'list'],
      locations: [{ url: 'https://a.example' }, { url: 'https://b.example', primary: false }],
      empty: [],
      nothing: null,
    });
    expect(view.items).toEqual([
      { path: 'actions', label: 'Actions', value: 'read, list' },
      { path: 'locations[0].url', label: 'Locations 1 / Url', value: 'https://a.example' },
      { path: 'locations[1].url', label: 'Locations 2 / Url', value: 'https://b.example' },
      { path: 'locations[1].primary', label: 'Locations 2 / Primary', value: 'No' },
    ]);
  });
  it('never throws on malformed or hostile entries', () => {
    const cyclic: Record<string, unknown> = { type: 'x' };
    cyclic.self = cyclic;
    for (const bad of [null, 5, 'x', [], cyclic, { type: userProfile.type, properties: 'no' }])
      expect(() => toConsentView(bad)).not.toThrow();
    expect(toConsentView(null)).toMatchObject({
      type: '',
      title: 'Authorization details',
      items: [],
    });
  });
});

describe('labelFromKey', () => {
  it('turns camelCase, snake_case, kebab-case and dotted keys into words', () => {
    expect(labelFromKey('instructedAmount')).toBe('Instructed amount');
    expect(labelFromKey('destination_account')).toBe('Destination account');
    expect(labelFromKey('valid-until.date')).toBe('Valid until date');
    expect(labelFromKey('IBAN')).toBe('IBAN');
    expect(labelFromKey('accountIBAN')).toBe('Account IBAN');
  });
});

describe('toConsentView never throws', () => {
  it('skips values behind throwing getters and proxies', () => {
    const boom = () => {
      throw new Error('boom');
    };
    const getter = Object.defineProperty({ type: 'payment', ok: 'shown' }, 'bad', {
      enumerable: true,
      get: boom,
    });
    expect(toConsentView(getter).items.map((i) => i.value)).toEqual(['shown']);
    const trap = new Proxy({}, { ownKeys: boom, get: boom, getPrototypeOf: boom });
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const vendor = 'urn:auth0:schemas:authorization-details:v1:x';
    for (const value of [
      trap,
      revoked.proxy,
      { type: 'a', nested: trap, list: [trap, revoked.proxy] },
      { type: vendor, instruction: 'i', properties: trap },
      { type: vendor, instruction: 'i', properties: { p: trap, q: getter } },
      Object.defineProperty({}, 'type', { enumerable: true, get: boom }),
    ])
      expect(() => toConsentView(value)).not.toThrow();
  });
});
