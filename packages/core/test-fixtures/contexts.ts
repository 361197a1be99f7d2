// Sample page contexts shaped like the service's own, shared by tests across packages.
import type { UniversalLoginContext } from '../src/context/types.js';

export const moneyTransfer = {
  type: 'money_transfer',
  instructedAmount: { amount: 2500, currency: 'USD' },
  sourceAccount: 'xxxxxxxxxxx1234',
  destinationAccount: 'xxxxxxxxxxx9876',
  beneficiary: 'Hanna Herwitz',
  subject: 'A Lannister Always Pays His Debts',
};

export const userProfile = {
  type: 'urn:auth0:schemas:authorization-details:v1:user-profile',
  instruction: 'Share your profile with ExampleCo',
  properties: {
    stateOfResidence: {
      display: true,
      name: 'State of residence',
      display_order: '2',
      value: 'CA',
    },
    fullName: {
      display: true,
      name: 'Full name',
      display_order: '1',
      description: 'Your legal name',
      value: 'Jane Doe',
    },
    internalId: { display: false, value: 1234 },
  },
};

export function customizedConsentContext(
  overrides: Partial<UniversalLoginContext> = {},
): UniversalLoginContext {
  return {
    prompt: { name: 'customized-consent' },
    screen: {
      name: 'customized-consent',
      texts: { title: 'Authorize the transfer' },
      data: {
        scopes: [{ value: 'transfer:funds', description: 'Transfer funds' }],
        authorization_details: [moneyTransfer],
      },
    },
    transaction: { state: 'st_abc123', locale: 'en' },
    client: { id: 'cl_1', name: 'Bank App' },
    organization: { id: 'org_1', name: 'acme', usage: 'allow' },
    user: { id: 'auth0|u1', email: 'jane@example.com' },
    tenant: { name: 'dev-tenant', friendly_name: 'Dev Tenant' },
    ...overrides,
  };
}

export function loginIdContext(
  overrides: Partial<UniversalLoginContext> = {},
): UniversalLoginContext {
  return {
    prompt: { name: 'login-id' },
    screen: { name: 'login-id', texts: { title: 'Welcome' }, links: { signup: '/u/signup' } },
    transaction: {
      state: 'st_login',
      locale: 'en',
      errors: [{ code: 'invalid-email', field: 'username', message: 'Email is not valid.' }],
    },
    client: { id: 'cl_1', name: 'Bank App' },
    ...overrides,
  };
}
