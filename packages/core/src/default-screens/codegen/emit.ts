/**
 * Writes a screen's default implementation from its layout, for both renderers: one DOM file
 * (`packages/core/src/dom/screens/<screen>.ts`) and one React file
 * (`packages/react/src/screens/<screen>.tsx`), each one call per part, in the layout's order,
 * with the part's props written out. The files are committed (generated.test.ts keeps them in
 * step) and are both what a project renders by default and what `screenkit eject` copies.
 * The output goes through `biome check --write` (format, import order) before it is compared.
 */
import { promptOfScreen, type ScreenName } from '../../catalogue/catalogue.js';
import { defaultLayout } from '../layout/default-layout.js';
import type { FieldPart, Part } from '../layout/parts.js';
import { camelName, textsExport } from '../texts/index.js';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** `IdentifierField` -> `identifierField`. */
const builderName = (type: string) => type.charAt(0).toLowerCase() + type.slice(1);

/** The module the generated partial import reads (the screenkit Vite plugin serves it). */
export const CONSENT_PARTIAL_MODULE =
  'virtual:screenkit/partials/customized-consent/customized-consent/form-content';

export interface ScreenNames {
  readonly screen: ScreenName;
  readonly prompt: string;
  readonly declaration: string;
  readonly textsModule: string;
  readonly texts: string;
  /** `renderLoginIdScreen` (DOM), `LoginIdScreen` (React). */
  readonly domExport: string;
  readonly reactExport: string;
}

export function screenNames(screen: ScreenName): ScreenNames {
  const texts = textsExport(screen);
  if (!texts) throw new Error(`No built-in texts for ${screen}`);
  const camel = camelName(screen);
  return {
    screen,
    prompt: promptOfScreen(screen) as string,
    declaration: camel,
    textsModule: texts.module,
    texts: texts.name,
    domExport: `render${pascal(camel)}Screen`,
    reactExport: `${pascal(camel)}Screen`,
  };
}

function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : literal(k)}: ${literal(v)}`)
      .join(', ')} }`;
  return String(value);
}

function propsOf(part: Part | FieldPart): Record<string, unknown> {
  const { type: _type, ...props } = part as Part & { parts?: unknown };
  if ('parts' in props) delete props.parts;
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
}

function header(names: ScreenNames, renderer: string): string {
  return `/**
 * ${names.screen} (prompt \`${names.prompt}\`): screenkit's default screen, ${renderer}.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * \`screenkit eject ${names.screen}\` copies it into your project to make it yours.
 */
`;
}

function usedTypes(parts: readonly Part[]): Set<string> {
  const types = new Set<string>();
  for (const part of parts) {
    types.add(part.type);
    if (part.type === 'Form') for (const field of part.parts) types.add(field.type);
  }
  return types;
}

// ---- DOM ------------------------------------------------------------------------------------

function domCall(part: Part | FieldPart): string {
  if (part.type === 'Form')
    return `form(${literal({ action: part.action })}, [${part.parts.map(domCall).join(', ')}])`;
  if (part.type === 'ConsentPartial') return 'consentPartial({ template: formContent })';
  const props = propsOf(part);
  return `${builderName(part.type)}(${Object.keys(props).length ? literal(props) : ''})`;
}

export function emitDomScreen(screen: ScreenName): string {
  const names = screenNames(screen);
  const { parts } = defaultLayout(screen);
  const builders = [...usedTypes(parts)].map(builderName);
  const imports = [...new Set([...builders, 'mountParts'])].sort();
  const partial = usedTypes(parts).has('ConsentPartial')
    ? `import formContent from '${CONSENT_PARTIAL_MODULE}';\n`
    : '';
  return `${header(names, 'with @screenkit/core alone')}${partial}import { ${names.texts} } from '../../default-screens/texts/${names.textsModule}.js';
import { ${names.declaration} } from '../../screens/declarations/${names.prompt}.js';
import { type MountedScreen, ${imports.join(', ')} } from '../index.js';

export function ${names.domExport}(root: HTMLElement): MountedScreen {
  return mountParts(root, ${names.declaration}, ${names.texts}, [
${parts.map((part) => `    ${domCall(part)},`).join('\n')}
  ]);
}
`;
}

// ---- React ----------------------------------------------------------------------------------

function jsxProps(props: Record<string, unknown>): string {
  return Object.entries(props)
    .map(([name, value]) => {
      if (typeof value === 'string') return ` ${name}=${literal(value).replace(/^'|'$/g, '"')}`;
      if (value === true) return ` ${name}`;
      return ` ${name}={${literal(value)}}`;
    })
    .join('');
}

function jsx(part: Part | FieldPart, indent: string): string {
  if (part.type === 'Form')
    return `${indent}<Form action="${part.action}">\n${part.parts
      .map((field) => jsx(field, `${indent}  `))
      .join('\n')}\n${indent}</Form>`;
  if (part.type === 'ConsentPartial') return `${indent}<ConsentPartial template={formContent} />`;
  return `${indent}<${part.type}${jsxProps(propsOf(part))} />`;
}

export function emitReactScreen(screen: ScreenName): string {
  const names = screenNames(screen);
  const { parts } = defaultLayout(screen);
  const types = usedTypes(parts);
  const partial = types.has('ConsentPartial');
  types.delete('ConsentPartial');
  const components = [...new Set([...types, 'DefaultScreen'])].sort();
  const imports = [
    partial ? `import formContent from '${CONSENT_PARTIAL_MODULE}';` : '',
    `import { ${names.texts} } from '@screenkit/core/default-screens/texts/${names.textsModule}';`,
    `import { ${names.declaration} } from '@screenkit/core/screens/${names.prompt}';`,
    partial ? `import { ConsentPartial } from '../consent-partial/runtime.js';` : '',
    `import { ${components.join(', ')} } from '../ui/index.js';`,
  ].filter(Boolean);
  const body = parts.map((part) => jsx(part, '      ')).join('\n');
  return `${header(names, 'in React')}${imports.join('\n')}

export function ${names.reactExport}() {
  return (
    <DefaultScreen declaration={${names.declaration}} texts={${names.texts}}>
${body}
    </DefaultScreen>
  );
}
`;
}
