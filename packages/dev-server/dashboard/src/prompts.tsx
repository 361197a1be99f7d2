/**
 * Prompt settings (GET/PATCH /prompts: experience, identifier first, passkey first factor) and
 * custom text per prompt and language (GET/PUT /prompts/{prompt}/custom-text/{language}),
 * edited as the API's JSON (screen -> key -> text). The API checks screens, keys and
 * languages; its errors show beside the field.
 */
import { listPrompts, listScreens, type PromptName } from '@screenkit/core';
import { useEffect, useState } from 'react';
import { api, enc } from './api.js';
import { Field, FormStatus, useCall } from './ui.js';

interface Settings {
  universal_login_experience: 'new' | 'classic';
  identifier_first: boolean;
  webauthn_platform_first_factor: boolean;
}

export function PromptSettings() {
  const [settings, setSettings] = useState<Settings>();
  const call = useCall();
  useEffect(() => {
    void api<Settings>('GET', '/prompts').then(setSettings);
  }, []);
  if (!settings) return <p>Loading…</p>;
  const set = (change: Partial<Settings>) => setSettings({ ...settings, ...change });
  return (
    <form
      aria-label="Prompt settings"
      onSubmit={(event) => {
        event.preventDefault();
        void call.run(async () => setSettings(await api<Settings>('PATCH', '/prompts', settings)));
      }}
    >
      <Field label="Universal Login experience" error={call.errorFor('universal_login_experience')}>
        {(p) => (
          <select
            {...p}
            value={settings.universal_login_experience}
            onChange={(e) =>
              set({
                universal_login_experience: e.target
                  .value as Settings['universal_login_experience'],
              })
            }
          >
            <option>new</option>
            <option>classic</option>
          </select>
        )}
      </Field>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.identifier_first}
          onChange={(e) => set({ identifier_first: e.target.checked })}
        />{' '}
        Identifier first (login-id, then the password on its own screen)
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.webauthn_platform_first_factor}
          onChange={(e) => set({ webauthn_platform_first_factor: e.target.checked })}
        />{' '}
        Device biometrics as a first factor
      </label>
      <FormStatus call={call} claimed={call.errorFor('universal_login_experience') !== undefined} />
      <button type="submit" disabled={call.busy}>
        Save settings
      </button>
    </form>
  );
}

export function CustomText() {
  const [prompt, setPrompt] = useState<PromptName>('login-id');
  const [language, setLanguage] = useState('en');
  const [text, setText] = useState<string>();
  const [loadError, setLoadError] = useState<string>();
  const [parseError, setParseError] = useState<string>();
  const call = useCall();
  const path = `/prompts/${enc(prompt)}/custom-text/${enc(language)}`;
  useEffect(() => {
    let current = true;
    setLoadError(undefined);
    api<unknown>('GET', path).then(
      (texts) => current && setText(JSON.stringify(texts ?? {}, null, 2)),
      (e: Error) => current && setLoadError(e.message),
    );
    return () => {
      current = false;
    };
  }, [path]);
  const screens = listScreens(prompt);
  const languageError = loadError ?? call.errorFor('language');
  return (
    <form
      aria-label="Custom text"
      onSubmit={(event) => {
        event.preventDefault();
        let body: unknown;
        try {
          body = JSON.parse(text || '{}');
          setParseError(undefined);
        } catch (error) {
          setParseError(`Not JSON: ${(error as Error).message}`);
          return;
        }
        void call.run(async () => {
          await api('PUT', path, body);
        });
      }}
    >
      <div className="row">
        <Field label="Prompt">
          {(p) => (
            <select {...p} value={prompt} onChange={(e) => setPrompt(e.target.value as PromptName)}>
              {listPrompts().map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Language" hint="e.g. en, fr, pt-BR" error={languageError}>
          {(p) => (
            <input {...p} value={language} onChange={(e) => setLanguage(e.target.value.trim())} />
          )}
        </Field>
      </div>
      <Field
        label="Texts (JSON)"
        hint={`Screens of ${prompt}: ${screens.join(', ')}. e.g. {"${screens[0]}": {"title": "Welcome"}}`}
        error={
          parseError ??
          (call.errorFor('language')
            ? undefined
            : call.error?.property
              ? call.error.message
              : undefined)
        }
      >
        {(p) => (
          <textarea
            {...p}
            className="code"
            rows={10}
            spellCheck={false}
            value={text ?? ''}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <FormStatus call={call} claimed={call.error?.property !== undefined} />
      <button type="submit" disabled={call.busy || text === undefined || !!loadError}>
        Save texts
      </button>
    </form>
  );
}
