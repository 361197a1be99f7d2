// @screenkit/react/consent-partial: the tenant's customized-consent partial, compiled at run time
// with core's safe Handlebars compiler. Screens whose partial is known at build time should use
// '@screenkit/react/consent-partial/runtime' instead, which ships no template compiler.
export {
  ConsentPartial,
  type ConsentPartialProps,
  useConsentPartialMarkup,
} from './consent-partial.js';
