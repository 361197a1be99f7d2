/**
 * The branding theme (/branding/themes: the tenant's one default theme; its colors as fields,
 * the other groups as JSON) and the page template (/branding/templates/universal-login).
 * Both are the API's: it checks colors, URLs, enums and the template's required tags, and its
 * error shows beside the field it names.
 */
import { useEffect, useState } from 'react';
import { ApiFailure, api, enc } from './api.js';
import { Field, FormStatus, useCall } from './ui.js';

type Theme = Record<string, unknown> & {
  themeId?: string;
  displayName?: string;
  colors: Record<string, string>;
};

/** The service's starting theme, proposed when the tenant has none yet. */
const STARTER_THEME: Theme = {
  displayName: 'Default',
  borders: {
    button_border_radius: 3,
    button_border_weight: 1,
    buttons_style: 'rounded',
    input_border_radius: 3,
    input_border_weight: 1,
    inputs_style: 'rounded',
    show_widget_shadow: true,
    widget_border_weight: 0,
    widget_corner_radius: 5,
  },
  colors: {
    body_text: '#1e212a',
    error: '#d03c38',
    header: '#1e212a',
    icons: '#65676e',
    input_background: '#ffffff',
    input_border: '#c9cace',
    input_filled_text: '#000000',
    input_labels_placeholders: '#65676e',
    links_focused_components: '#635dff',
    primary_button: '#635dff',
    primary_button_label: '#ffffff',
    secondary_button_border: '#c9cace',
    secondary_button_label: '#1e212a',
    success: '#13a688',
    widget_background: '#ffffff',
    widget_border: '#c9cace',
  },
  fonts: {
    body_text: { bold: false, size: 87.5 },
    buttons_text: { bold: false, size: 100 },
    font_url: '',
    input_labels: { bold: false, size: 100 },
    links: { bold: true, size: 87.5 },
    links_style: 'normal',
    reference_text_size: 16,
    subtitle: { bold: false, size: 87.5 },
    title: { bold: false, size: 150 },
  },
  page_background: { background_color: '#000000', background_image_url: '', page_layout: 'center' },
  widget: {
    header_text_alignment: 'center',
    logo_height: 52,
    logo_position: 'center',
    logo_url: '',
    social_buttons_layout: 'bottom',
  },
};

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
      <Field
        label="Borders, fonts, page background, widget (JSON)"
        error={
          parseError ??
          call.errorFor('borders', 'fonts', 'page_background', 'widget', 'identifiers')
        }
      >
        {(p) => (
          <textarea
            {...p}
            className="code"
            rows={14}
            spellCheck={false}
            value={others}
            onChange={(e) => setOthers(e.target.value)}
          />
        )}
      </Field>
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
      <Field
        label="Template (Liquid)"
        hint="Must contain {%- auth0:head -%} and {%- auth0:widget -%}"
        error={error}
      >
        {(p) => (
          <textarea
            {...p}
            className="code"
            rows={14}
            spellCheck={false}
            value={template}
            onChange={(e) => setTemplate(e.target.value)}
          />
        )}
      </Field>
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
