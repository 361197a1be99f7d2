/**
 * The branding theme (/branding/themes: the tenant's one default theme; its colors as fields,
 * the other groups as JSON) and the page template (/branding/templates/universal-login).
 * Both are the API's: it checks colors, URLs, enums and the template's required tags, and its
 * error shows beside the field it names.
 */
import { SERVICE_DEFAULT_THEME } from '@screenkit/core';
import { useEffect, useState } from 'react';
import { ApiFailure, api, enc } from './api.js';
import { Field, FormStatus, useCall } from './ui.js';

type Theme = Record<string, unknown> & {
  themeId?: string;
  displayName?: string;
  colors: Record<string, string>;
};

/** The service's starting theme, proposed when the tenant has none yet. */
const STARTER_THEME: Theme = SERVICE_DEFAULT_THEME;

/** A labelled monospace editor for JSON or Liquid (no spell check). */
function CodeField({
  value,
  onChange,
  ...field
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field {...field}>
      {(p) => (
        <textarea
          {...p}
          className="code"
          rows={14}
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

const label = (key: string) => key.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

export function ThemeEditor() {
  const [theme, setTheme] = useState<Theme>();
  const [others, setOthers] = useState('');
  const [parseError, setParseError] = useState<string>();
  const call = useCall();
  function show(next: Theme) {
    setTheme(next);
    const { themeId: _id, displayName: _name, colors: _colors, ...rest } = next;
    setOthers(JSON.stringify(rest, null, 2));
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once; `show` only sets state
  useEffect(() => {
    api<Theme>('GET', '/branding/themes/default').then(show, (e: unknown) => {
      if (e instanceof ApiFailure && e.status === 404) show(STARTER_THEME);
    });
  }, []);
  if (!theme) return <p>Loading…</p>;
  const colorKeys = Object.keys(theme.colors).filter((k) => k !== 'captcha_widget_theme');
  return (
    <form
      aria-label="Theme"
      onSubmit={(event) => {
        event.preventDefault();
        let rest: Record<string, unknown>;
        try {
          rest = JSON.parse(others) as Record<string, unknown>;
          setParseError(undefined);
        } catch (error) {
          setParseError(`Not JSON: ${(error as Error).message}`);
          return;
        }
        const body = { ...rest, displayName: theme.displayName, colors: theme.colors };
        void call.run(async () =>
          show(
            theme.themeId
              ? await api<Theme>('PATCH', `/branding/themes/${enc(theme.themeId)}`, body)
              : await api<Theme>('POST', '/branding/themes', body),
          ),
        );
      }}
    >
      {!theme.themeId && <p>The tenant has no theme yet: saving creates it from these values.</p>}
      <Field label="Theme name" error={call.errorFor('displayName')}>
        {(p) => (
          <input
            {...p}
            value={theme.displayName ?? ''}
            onChange={(e) => setTheme({ ...theme, displayName: e.target.value })}
          />
        )}
      </Field>
      <fieldset className="grid">
        <legend>Colors</legend>
        {colorKeys.map((key) => (
          <Field key={key} label={label(key)} error={call.errorFor(`colors.${key}`)}>
            {(p) => (
              <input
                {...p}
                className="code"
                value={theme.colors[key] ?? ''}
                onChange={(e) =>
                  setTheme({ ...theme, colors: { ...theme.colors, [key]: e.target.value } })
                }
              />
            )}
          </Field>
        ))}
      </fieldset>
      <CodeField
        label="Borders, fonts, page background, widget (JSON)"
        error={
          parseError ??
          call.errorFor('borders', 'fonts', 'page_background', 'widget', 'identifiers')
        }
        value={others}
        onChange={setOthers}
      />
      <FormStatus call={call} claimed={call.error?.property !== undefined} />
      <button type="submit" disabled={call.busy}>
        Save theme
      </button>
    </form>
  );
}

const STARTER_TEMPLATE =
  '<!DOCTYPE html><html><head>{%- auth0:head -%}</head><body>{%- auth0:widget -%}</body></html>';

export function PageTemplate() {
  const [template, setTemplate] = useState<string>();
  const [stored, setStored] = useState(false);
  const call = useCall();
  useEffect(() => {
    api<{ body: string }>('GET', '/branding/templates/universal-login').then(
      (t) => {
        setTemplate(t.body);
        setStored(true);
      },
      () => setTemplate(STARTER_TEMPLATE),
    );
  }, []);
  if (template === undefined) return <p>Loading…</p>;
  const error = call.errorFor('template');
  return (
    <form
      aria-label="Page template"
      onSubmit={(event) => {
        event.preventDefault();
        void call.run(async () => {
          await api('PUT', '/branding/templates/universal-login', { template });
          setStored(true);
        });
      }}
    >
      <p>
        {stored
          ? 'The tenant’s page template: screens whose rendering uses it are framed by it.'
          : 'The tenant has no page template: saving sets this one.'}{' '}
        <a href="/preview/login-id/login-id">Open a preview</a>
      </p>
      <CodeField
        label="Template (Liquid)"
        hint="Must contain {%- auth0:head -%} and {%- auth0:widget -%}"
        error={error}
        value={template}
        onChange={setTemplate}
      />
      <FormStatus call={call} claimed={error !== undefined} />
      <button type="submit" disabled={call.busy}>
        Save template
      </button>{' '}
      {stored && (
        <button
          type="button"
          onClick={() =>
            void call.run(async () => {
              await api('DELETE', '/branding/templates/universal-login');
              setStored(false);
              setTemplate(STARTER_TEMPLATE);
            }, 'Template removed')
          }
        >
          Remove template
        </button>
      )}
    </form>
  );
}
