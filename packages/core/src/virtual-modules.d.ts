// The screenkit Vite plugin's virtual modules, as the default customized-consent screen imports
// one (the tenant's partial, precompiled): `virtual:screenkit/partials/<prompt>/<screen>/<point>`.
declare module 'virtual:screenkit/partials/*' {
  import type { CompiledTemplate } from './templates/runtime.js';

  const template: CompiledTemplate;
  export default template;
}
