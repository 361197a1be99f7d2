/**
 * The tenant-wide half of `screenkit deploy`: the committed prompt settings, custom text, theme,
 * branding and page template (customization-files.ts) compared with the tenant's, each difference one
 * deploy step (deploy-steps.ts) with its undo:
 *
 * - prompt settings: `PATCH /prompts` with the committed fields, undone with the old values;
 * - custom text: one `PUT /prompts/{prompt}/custom-text/{language}` per prompt and language of
 *   custom-text.json (a PUT replaces them all, as on the service), undone with the old texts;
 * - the theme: `PATCH /branding/themes/{id}` of the default theme, or `POST` when the tenant
 *   has none (undone with `DELETE`);
 * - the branding (colours, logo, favicon, font): one `PATCH /branding` of the fields that
 *   differ, undone with their old values (`null` where the tenant had none);
 * - the page template: `PUT /branding/templates/universal-login`, undone with the old one (or
 *   `DELETE` when there was none).
 *
 * What the files do not hold is left alone. `only` (deploy --screens) keeps the custom text of
 * those prompts and leaves the tenant-wide settings out.
 */
import type { PromptName } from '@screenkit/core';
import type { PromptTexts } from '../tenant/custom-text.js';
import type { CustomizationFiles } from './customization-files.js';
import { type DeployStep, shown } from './deploy-steps.js';
import type { ManagementConnection } from './management-connection.js';
import { answerSchemas } from './tenant-answers.js';

const same = (a: unknown, b: unknown) => stable(a) === stable(b);
const stable = (value: unknown): string =>
  JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** Leaf values of a JSON object by dotted path (`colors.primary_button`). */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value))
      for (const [path, leaf] of leaves(inner, prefix ? `${prefix}.${key}` : key))
        out.set(path, leaf);
  } else out.set(prefix, value);
  return out;
}

/** `path: from -> to` for each leaf of `to` that differs from `from`, and `-` for leaves gone. */
function leafLines(from: unknown, to: unknown): string[] {
  const before = leaves(from);
  const after = leaves(to);
  const lines: string[] = [];
  for (const [path, value] of after) {
    if (!before.has(path)) lines.push(`+ ${path}: ${shown(value)}`);
    else if (!same(before.get(path), value))
      lines.push(`~ ${path}: ${shown(before.get(path))} -> ${shown(value)}`);
  }
  for (const [path, value] of before)
    if (!after.has(path)) lines.push(`- ${path}: ${shown(value)}`);
  return lines;
}

async function promptSettingsSteps(
  api: ManagementConnection,
  wanted: NonNullable<CustomizationFiles['promptSettings']>,
): Promise<DeployStep[]> {
  const current = (await api.request('GET', '/prompts', answerSchemas().promptSettings)) as Record<
    string,
    unknown
  >;
  const fields = Object.keys(wanted).filter(
    (k) => !same(current[k], wanted[k as keyof typeof wanted]),
  );
  if (fields.length === 0) return [];
  const previous = Object.fromEntries(fields.map((k) => [k, current[k] ?? null]));
  const patch = (body: unknown) =>
    api.request('PATCH', '/prompts', answerSchemas().promptSettings, body);
  return [
    {
      title: 'prompt settings',
      kind: '~',
      lines: fields.map(
        (k) => `${k}: ${shown(current[k])} -> ${shown(wanted[k as keyof typeof wanted])}`,
      ),
      group: 'the prompt settings',
      apply: async () =>
        void (await patch(
          Object.fromEntries(fields.map((k) => [k, wanted[k as keyof typeof wanted]])),
        )),
      undo: async () => void (await patch(previous)),
    },
  ];
}

async function customTextSteps(
  api: ManagementConnection,
  wanted: NonNullable<CustomizationFiles['customText']>,
  only: ReadonlySet<string> | undefined,
): Promise<DeployStep[]> {
  const steps: DeployStep[] = [];
  for (const [language, prompts] of Object.entries(wanted).sort(([a], [b]) => a.localeCompare(b)))
    for (const [prompt, texts] of Object.entries(prompts).sort(([a], [b]) => a.localeCompare(b))) {
      if (!texts || (only && !only.has(prompt))) continue;
      const path = `/prompts/${prompt}/custom-text/${language}`;
      const schema = answerSchemas().customText(prompt as PromptName);
      const current: PromptTexts = await api.request('GET', path, schema);
      const lines = leafLines(current, texts);
      if (lines.length === 0) continue;
      const put = (body: PromptTexts) => api.request('PUT', path, schema, body);
      steps.push({
        title: `custom text of ${prompt} (${language})`,
        kind: Object.keys(current).length === 0 ? '+' : '~',
        lines,
        group: 'the custom text of {n} prompt/language(s)',
        apply: async () => void (await put(texts)),
        undo: async () => void (await put(current)),
      });
    }
  return steps;
}

async function themeSteps(
  api: ManagementConnection,
  wanted: NonNullable<CustomizationFiles['theme']>,
): Promise<DeployStep[]> {
  const schema = answerSchemas().theme;
  const current = await api.find('/branding/themes/default', schema);
  const group = 'the theme';
  if (!current) {
    let created: string | undefined;
    return [
      {
        title: 'theme',
        kind: '+',
        lines: [`${leaves(wanted).size} value(s), none on the tenant yet`],
        group,
        apply: async () => {
          created = (await api.request('POST', '/branding/themes', schema, wanted)).themeId;
        },
        undo: async () => {
          if (created) await api.call('DELETE', `/branding/themes/${encodeURIComponent(created)}`);
        },
      },
    ];
  }
  const { themeId, ...previous } = current;
  // A file without displayName keeps the tenant's; a group it lacks (identifiers) goes.
  const lines = leafLines(previous, { displayName: previous.displayName, ...wanted });
  if (lines.length === 0) return [];
  const path = `/branding/themes/${encodeURIComponent(themeId)}`;
  return [
    {
      title: 'theme',
      kind: '~',
      lines,
      group,
      apply: async () => void (await api.request('PATCH', path, schema, wanted)),
      undo: async () => void (await api.request('PATCH', path, schema, previous)),
    },
  ];
}

/** The fields of branding.json deploy compares: a gradient background is one value. */
const BRANDING_FIELDS = [
  'colors.primary',
  'colors.page_background',
  'logo_url',
  'favicon_url',
  'font.url',
];

/** The value at a dotted path; under a `null` object (`colors: null` unsets both) it is null. */
const valueAt = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v === null ? null : (v as Record<string, unknown> | undefined)?.[key]),
      value,
    );

/** `{"colors.primary": x}` as the nested body `{colors: {primary: x}}`. */
function nestedBody(fields: ReadonlyArray<[string, unknown]>): Record<string, unknown> {
  const body: Record<string, Record<string, unknown>> = {};
  for (const [path, value] of fields) {
    const [head, leaf] = path.split('.') as [string, string | undefined];
    if (leaf === undefined) (body as Record<string, unknown>)[head] = value;
    else body[head] = { ...body[head], [leaf]: value };
  }
  return body;
}

async function brandingSteps(
  api: ManagementConnection,
  wanted: NonNullable<CustomizationFiles['branding']>,
): Promise<DeployStep[]> {
  const schema = answerSchemas().branding;
  const current = await api.request('GET', '/branding', schema);
  const changed = BRANDING_FIELDS.filter((path) => {
    const value = valueAt(wanted, path);
    return value !== undefined && !same(valueAt(current, path) ?? null, value);
  });
  if (changed.length === 0) return [];
  const line = (path: string) => {
    const [from, to] = [valueAt(current, path), valueAt(wanted, path)];
    if (from === undefined) return `+ ${path}: ${shown(to)}`;
    return to === null ? `- ${path}: ${shown(from)}` : `~ ${path}: ${shown(from)} -> ${shown(to)}`;
  };
  const patch = (of: unknown) =>
    api.request(
      'PATCH',
      '/branding',
      schema,
      nestedBody(changed.map((path) => [path, valueAt(of, path) ?? null])),
    );
  return [
    {
      title: 'branding',
      kind: '~',
      lines: changed.map(line),
      group: 'the branding',
      apply: async () => void (await patch(wanted)),
      undo: async () => void (await patch(current)),
    },
  ];
}

/** The lines between the common head and tail of two texts: what an edit changed. */
function changedLines(from: string, to: string): string[] {
  const a = from.split('\n');
  const b = to.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a.at(-1 - tail) === b.at(-1 - tail))
    tail++;
  const removed = a.slice(head, a.length - tail);
  const added = b.slice(head, b.length - tail);
  return [
    `~ lines ${head + 1}-${head + Math.max(removed.length, added.length)}:`,
    ...removed.map((line) => `  - ${shown(line)}`),
    ...added.map((line) => `  + ${shown(line)}`),
  ];
}

async function templateSteps(api: ManagementConnection, wanted: string): Promise<DeployStep[]> {
  const path = '/branding/templates/universal-login';
  const current = await api.find(path, answerSchemas().pageTemplate);
  if (current?.body === wanted) return [];
  return [
    {
      title: 'page template (universal_login)',
      kind: current ? '~' : '+',
      lines: current
        ? changedLines(current.body, wanted)
        : [`${wanted.split('\n').length} line(s)`],
      group: 'the page template',
      apply: () => api.call('PUT', path, { template: wanted }),
      undo: () =>
        current ? api.call('PUT', path, { template: current.body }) : api.call('DELETE', path),
    },
  ];
}

/** Every committed difference, as steps in the order deploy sends them. */
export async function customizationSteps(
  api: ManagementConnection,
  files: CustomizationFiles,
  only?: ReadonlySet<string>,
): Promise<DeployStep[]> {
  const steps: DeployStep[] = [];
  if (files.customText) steps.push(...(await customTextSteps(api, files.customText, only)));
  if (only) return steps;
  if (files.promptSettings) steps.push(...(await promptSettingsSteps(api, files.promptSettings)));
  if (files.theme) steps.push(...(await themeSteps(api, files.theme)));
  if (files.branding) steps.push(...(await brandingSteps(api, files.branding)));
  if (files.pageTemplate !== undefined)
    steps.push(...(await templateSteps(api, files.pageTemplate)));
  return steps;
}
