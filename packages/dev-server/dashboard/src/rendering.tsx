/**
 * Each screen's rendering settings (GET/PATCH /prompts/{prompt}/screen/{screen}/rendering):
 * mode, page template, default head tags, context configuration, head tags and filters, with
 * a link to the screen's preview. Prompts and screens come from core's catalogue; values go to
 * the API as typed (JSON for head tags and filters) and its errors show beside the field.
 */
import { listPrompts, listScreens, type PromptName } from '@screenkit/core';
import { useEffect, useState } from 'react';
import { api, enc, listPage } from './api.js';
import { Field, FormStatus, useCall } from './ui.js';

interface Rendering {
  prompt: string;
  screen: string;
  rendering_mode: 'standard' | 'advanced';
  context_configuration: string[];
  default_head_tags_disabled: boolean;
  use_page_template: boolean;
  head_tags: unknown[];
  filters: unknown;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The text as JSON, or the parse error to show beside its field. */
function parsed(text: string): { value?: unknown; error?: string } {
  try {
    return { value: text.trim() === '' ? null : JSON.parse(text) };
  } catch (error) {
    return { error: `Not JSON: ${(error as Error).message}` };
  }
}

export function RenderingSettings() {
  const [prompt, setPrompt] = useState<PromptName>('login-id');
  const [screen, setScreen] = useState('login-id');
  const [configured, setConfigured] = useState<Rendering[]>([]);
  const [reload, setReload] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` refetches after a save
  useEffect(() => {
    void listPage<Rendering>('/prompts/rendering', 'configs', 0, 100).then((l) =>
      setConfigured(l.items),
    );
  }, [reload]);
  return (
    <>
      <div className="row">
        <Field label="Prompt">
          {(p) => (
            <select
              {...p}
              value={prompt}
              onChange={(e) => {
                const next = e.target.value as PromptName;
                setPrompt(next);
                setScreen(listScreens(next)[0] ?? '');
              }}
            >
              {listPrompts().map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Screen">
          {(p) => (
            <select {...p} value={screen} onChange={(e) => setScreen(e.target.value)}>
              {listScreens(prompt).map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ScreenRendering
        key={`${prompt}/${screen}`}
        prompt={prompt}
        screen={screen}
        onSaved={() => setReload((n) => n + 1)}
      />
      {configured.length > 0 && (
        <table>
          <caption>Screens with their own settings</caption>
          <thead>
            <tr>
              <th scope="col">Screen</th>
              <th scope="col">Mode</th>
              <th scope="col">Preview</th>
            </tr>
          </thead>
          <tbody>
            {configured.map((r) => (
              <tr key={`${r.prompt}/${r.screen}`}>
                <td>
                  {r.prompt} / {r.screen}
                </td>
                <td>{r.rendering_mode}</td>
                <td>
                  <a href={`/preview/${enc(r.prompt)}/${enc(r.screen)}`}>Preview {r.screen}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function ScreenRendering({
  prompt,
  screen,
  onSaved,
}: {
  prompt: string;
  screen: string;
  onSaved: () => void;
}) {
  const path = `/prompts/${enc(prompt)}/screen/${enc(screen)}/rendering`;
  const [loaded, setLoaded] = useState(false);
  const [mode, setMode] = useState('standard');
  const [pageTemplate, setPageTemplate] = useState(false);
  const [noDefaultTags, setNoDefaultTags] = useState(false);
  const [context, setContext] = useState('');
  const [headTags, setHeadTags] = useState('[]');
  const [filters, setFilters] = useState('');
  const call = useCall();
  useEffect(() => {
    void api<Rendering>('GET', path).then((r) => {
      setMode(r.rendering_mode);
      setPageTemplate(r.use_page_template);
      setNoDefaultTags(r.default_head_tags_disabled);
      setContext(r.context_configuration.join('\n'));
      setHeadTags(json(r.head_tags));
      setFilters(r.filters ? json(r.filters) : '');
      setLoaded(true);
    });
  }, [path]);
  if (!loaded) return <p>Loading…</p>;
  const tags = parsed(headTags);
  const filter = parsed(filters);
  const claimed = call.errorFor('rendering_mode', 'context_configuration', 'head_tags', 'filters');
  return (
    <form
      aria-label="Rendering settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (tags.error || filter.error) return;
        void call.run(async () => {
          await api('PATCH', path, {
            rendering_mode: mode,
            use_page_template: pageTemplate,
            default_head_tags_disabled: noDefaultTags,
            context_configuration: context
              .split('\n')
              .map((s) => s.trim())
              .filter(Boolean),
            head_tags: tags.value ?? [],
            filters: filter.value ?? null,
          });
          onSaved();
        });
      }}
    >
      <p>
        <a href={`/preview/${enc(prompt)}/${enc(screen)}`}>Open the preview of {screen}</a>
      </p>
      <Field
        label="Rendering mode"
        hint="advanced: your own bundle renders the screen (head tags load it)"
        error={call.errorFor('rendering_mode')}
      >
        {(p) => (
          <select {...p} value={mode} onChange={(e) => setMode(e.target.value)}>
            <option>standard</option>
            <option>advanced</option>
          </select>
        )}
      </Field>
      <label className="check">
        <input
          type="checkbox"
          checked={pageTemplate}
          onChange={(e) => setPageTemplate(e.target.checked)}
        />{' '}
        Use the page template
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={noDefaultTags}
          onChange={(e) => setNoDefaultTags(e.target.checked)}
        />{' '}
        Disable the default head tags
      </label>
      <Field
        label="Context configuration"
        hint="One path per line, e.g. user.user_metadata.plan or untrusted_data.authorization_params.ext-theme"
        error={call.errorFor('context_configuration')}
      >
        {(p) => (
          <textarea
            {...p}
            className="code"
            rows={4}
            value={context}
            onChange={(e) => setContext(e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Head tags (JSON)"
        hint='e.g. [{"tag": "script", "attributes": {"src": "http://127.0.0.1:5173/main.js", "defer": true}}]'
        error={tags.error ?? call.errorFor('head_tags')}
      >
        {(p) => (
          <textarea
            {...p}
            className="code"
            rows={6}
            spellCheck={false}
            value={headTags}
            onChange={(e) => setHeadTags(e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Filters (JSON)"
        hint='Empty: every application. e.g. {"match_type": "includes_any", "clients": [{"id": "..."}]}'
        error={filter.error ?? call.errorFor('filters')}
      >
        {(p) => (
          <textarea
            {...p}
            className="code"
            rows={4}
            spellCheck={false}
            value={filters}
            onChange={(e) => setFilters(e.target.value)}
          />
        )}
      </Field>
      <FormStatus call={call} claimed={claimed !== undefined} />
      <button type="submit" disabled={call.busy}>
        Save rendering
      </button>
    </form>
  );
}
