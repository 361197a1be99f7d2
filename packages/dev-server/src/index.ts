// @screenkit/dev-server: the local stand-in for the identity service (Management API mock,
// embedded store, signing keys), for tests, tools and the `screenkit` CLI.
export { createApp } from './app.js';
export { ApiError, type ApiErrorBody } from './errors/api-error.js';
export {
  cosePublicKey,
  DEMO_API,
  DEMO_CONSENT_PARTIAL,
  DEMO_DATABASE,
  DEMO_ORGANIZATIONS,
  DEMO_PASSKEY,
  DEMO_TOTP_SECRET,
  DEMO_USERS,
  type DemoTenant,
  defaultFixture,
  FixtureError,
  type FixtureRequest,
  listFixtureScreens,
  listVariants,
  loadFixture,
  type SeedDemoOptions,
  type SeedIdentitiesOptions,
  seedDemoIdentities,
  seedDemoTenant,
  VENDOR_PROFILE_TYPE,
} from './fixtures/index.js';
export { MAX_BODY_BYTES } from './middleware/body-limit.js';
export { oauthRoutes } from './oauth-routes.js';
export {
  type ManagementClientOptions,
  type ManagementClientTarget,
  managementClientOptions,
} from './official-client.js';
export {
  applyContextConfiguration,
  type PagesOptions,
  pagesRoutes,
  renderPage,
  toScriptSafeJson,
} from './pages/index.js';
export {
  configureDemoFlow,
  DEFAULT_DEMO_SETTINGS,
  type DemoSettings,
  readDemoSettings,
} from './protocol/demo-settings.js';
export {
  type IssueManagementTokenOptions,
  issueManagementToken,
  MANAGEMENT_AUDIENCE,
  MANAGEMENT_SCOPES,
  signManagementToken,
  TOKEN_ISSUER,
  type VerifiedToken,
  verifyManagementToken,
} from './protocol/management-token.js';
export { OAuthError, type OAuthErrorCode } from './protocol/oauth-error.js';
export {
  completeTransaction,
  getPendingTransaction,
  type PendingTransaction,
} from './protocol/transactions.js';
export { OPTIONAL_CONTEXT_PATHS } from './rendering/context-configuration.js';
export { type DevServer, type DevServerOptions, startDevServer } from './server.js';
export {
  type Collection,
  DEFAULT_STORE_DIR,
  type OpenStoreOptions,
  openStore,
  type RecordCheck,
  type Store,
  type StoreChange,
  type StoreIndex,
  type StoreListener,
  type StoreReload,
} from './store/store.js';
export { StoreError, type StoreErrorCode } from './store/store-error.js';
export type { AppDeps } from './tenant/app-deps.js';
export { type ClientRecord, clientsCollection } from './tenant/applications.js';
export { type ClientGrantRecord, clientGrants } from './tenant/client-grants.js';
export type { ConnectionRecord } from './tenant/connections.js';
export { type OrganizationRecord, organizations } from './tenant/organizations.js';
export { type InboxMessage, inbox } from './tenant/outbox.js';
export {
  DEFAULT_RENDERING,
  type HeadTag,
  type PromptPartials,
  promptPartials,
  type RenderingSettings,
  renderingKey,
  screenRenderings,
} from './tenant/prompts.js';
export { type ResourceServerRecord, resourceServers } from './tenant/resource-servers.js';
export { setTenantSettings, type TenantSettings, tenantSettings } from './tenant/settings.js';
export {
  type KeyRing,
  openKeyRing,
  type SigningAlgorithm,
  type SigningKey,
} from './tenant/signing-keys.js';
export { type UserRecord, users } from './tenant/users.js';
