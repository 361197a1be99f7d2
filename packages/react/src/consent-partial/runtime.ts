// @screenkit/react/consent-partial/runtime: the consent partial from a template precompiled at
// build time (`precompileTemplate` from '@screenkit/core/templates', or a bundler plugin for
// `.hbs` imports). Uses only Handlebars' runtime build: no compiler in the bundle.
export {
  ConsentPartial,
  type PrecompiledConsentPartialProps,
  usePrecompiledPartialMarkup,
} from './precompiled-partial.js';
