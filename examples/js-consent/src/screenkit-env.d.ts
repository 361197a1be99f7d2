// Types of the screenkit Vite plugin's virtual modules.
declare module 'virtual:screenkit/partials/*' {
  import type { CompiledTemplate } from '@screenkit/core/templates/runtime';

  const template: CompiledTemplate;
  export default template;
}
