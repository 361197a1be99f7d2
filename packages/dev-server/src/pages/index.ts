export {
  applyContextConfiguration,
  OPTIONAL_CONTEXT_MAPS,
  OPTIONAL_CONTEXT_PATHS,
} from './context-configuration.js';
export { contextScript, toScriptSafeJson } from './embed-context.js';
export { type PagesOptions, pagesRoutes, type ShellInput } from './page-routes.js';
export { type PageInput, type RenderingSettings, renderPage } from './render-page.js';
export type { PendingTransaction } from './transactions.js';
