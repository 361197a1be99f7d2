/**
 * `import consent from './consent.hbs'`: the template is checked, translated and precompiled at
 * build time by core's precompileTemplate, so the screen ships the small Handlebars runtime
 * (`@screenkit/core/templates/runtime`) instead of the compiler.
 */
import { precompileTemplate } from '@screenkit/core/templates';
import type { Plugin } from 'vite';

export function hbsTemplates(): Plugin {
  return {
    name: 'screenkit:hbs',
    transform(source, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.hbs') || id.includes('?raw')) return undefined;
      try {
        return { code: precompileTemplate(source), map: null };
      } catch (error) {
        // TemplateError carries line and column; Vite shows it in the overlay with the file.
        this.error(`${file}: ${(error as Error).message}`);
      }
    },
  };
}
