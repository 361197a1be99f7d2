// Types of copy-templates.mjs for the tests that import it.
export const TEMPLATE_SOURCES: Record<'react' | 'js', string>;
export const TEMPLATE_FILES: string[];
export function copyTemplates(outDir: string): Promise<void>;
