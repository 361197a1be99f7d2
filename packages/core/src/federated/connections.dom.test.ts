// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { contextWithConnection, databaseConnection } from '../../test-fixtures/connections.js';
import { officialScreen } from '../../test-fixtures/official-sdk.js';
import { getAlternateConnections, getFederatedButtons } from './index.js';

const alternate = [
  { name: 'google-oauth2', strategy: 'google-oauth2' },
  { name: 'github', strategy: 'github', metadata: { team: 'x' } },
  {
    name: 'acme-okta',
    strategy: 'okta',
    options: {
      display_name: 'Acme SSO',
      icon_url: 'https://cdn.example.com/acme.svg',
      show_as_button: true,
    },
  },
  { name: 'acme-ad', strategy: 'waad', options: { show_as_button: false } },
];
const context = contextWithConnection('login-id', 'login-id', databaseConnection(), {});
context.transaction = {
  ...context.transaction,
  alternate_connections: alternate,
} as typeof context.transaction;

describe('federated connections', () => {
  it('reads alternate connections exactly like the official SDK transaction', async () => {
    const sdk = await officialScreen<{ transaction: { alternateConnections: unknown } }>(
      'login-id',
      'LoginId',
      context,
    );
    expect(getAlternateConnections(context)).toEqual(sdk.transaction.alternateConnections);
  });

  it('shows social and enterprise buttons, hides show_as_button false', () => {
    expect(getFederatedButtons(context)).toEqual([
      { connection: 'google-oauth2', strategy: 'google-oauth2', label: 'Google', iconUrl: null },
      { connection: 'github', strategy: 'github', label: 'GitHub', iconUrl: null },
      {
        connection: 'acme-okta',
        strategy: 'okta',
        label: 'Acme SSO',
        iconUrl: 'https://cdn.example.com/acme.svg',
      },
    ]);
    expect(getFederatedButtons({ transaction: {} })).toEqual([]);
  });

  it('a malformed entry is a ContextError naming it', () => {
    expect(() =>
      getFederatedButtons({ transaction: { alternate_connections: [{ name: 'x' }] } }),
    ).toThrow(expect.objectContaining({ path: 'transaction.alternate_connections[0].strategy' }));
  });
});
