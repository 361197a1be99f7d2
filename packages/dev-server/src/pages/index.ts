export {
  applyContextConfiguration,
  OPTIONAL_CONTEXT_MAPS,
  OPTIONAL_CONTEXT_PATHS,
} from '../rendering/context-configuration.js';
export { contextScript, toScriptSafeJson } from '../rendering/embed-context.js';
export { type PageInput, type RenderingSettings, renderPage } from '../rendering/render-page.js';
export { type PagesOptions, pagesRoutes, type ShellInput } from './page-routes.js';
export type { PageTransaction } from './transactions.js';
