/**
 * The customized-consent partial (form-content) in an editor that
 * compiles as you type with core's own template compiler (errors with line and column), a
 * live preview rendered from a sample request (checked by core's validateAuthorizationDetails,
 * the ten limits, against the types your APIs register), and save through
 * PUT /prompts/customized-consent/partials, where the server compiles it once more.
 */
import { type UniversalLoginContext, validateAuthorizationDetails } from '@screenkit/core';
import { SAMPLE_MONEY_TRANSFER } from '@screenkit/core/fixtures';
import { useEffect, useState } from 'react';
import { api, listPage } from './api.js';
import type { ResourceServer } from './apis.js';
import { Field, FormStatus, useCall } from './ui.js';

type Partials = Record<string, Record<string, string>>;
const PROMPT = 'customized-consent';
const POINT = 'form-content';
/** The compiler (Handlebars, parse5) loads with this tab only. */
const loadTemplates = () => import('@screenkit/core/templates');

interface Preview {
  html?: string;
  templateError?: string;
  sampleErrors?: string[];
}

export function ConsentPartial() {
  const [stored, setStored] = useState<Partials>();
  const [template, setTemplate] = useState('');
  const [sample, setSample] = useState(JSON.stringify([SAMPLE_MONEY_TRANSFER], null, 2));
  const [types, setTypes] = useState<string[]>([]);
  const [preview, setPreview] = useState<Preview>({});
  const call = useCall();
  /** The template last sent: the API's error concerns it, not later edits. */
  const [sent, setSent] = useState<string>();

  useEffect(() => {
    void api<Partials>('GET', `/prompts/${PROMPT}/partials`).then((partials) => {
      setStored(partials);
      setTemplate(partials[PROMPT]?.[POINT] ?? '');
    });
    void listPage<ResourceServer>('/resource-servers', 'resource_servers', 0, 100).then((list) =>
      setTypes(list.items.flatMap((rs) => (rs.authorization_details ?? []).map((t) => t.type))),
    );
  }, []);

  useEffect(() => {
    let current = true;
    void loadTemplates().then((templates) => {
      if (!current) return;
      const next: Preview = {};
      const checked = validateAuthorizationDetails(sample, { registeredTypes: types });
      if (!checked.valid) {
        next.sampleErrors = checked.errors.map(
          (e) => `Rule ${e.rule}${e.path ? ` at ${e.path}` : ''}: ${e.message}`,
        );
      }
      try {
        const compiled = templates.compileTemplate(template || templates.DEFAULT_CONSENT_TEMPLATE);
        const context = {
          client: { id: 'sample-client', name: 'Sample application' },
          screen: {
            name: PROMPT,
            data: { authorization_details: checked.valid ? checked.details : [], scopes: [] },
          },
        } as unknown as UniversalLoginContext;
        next.html = templates.renderPartial(context, compiled);
      } catch (error) {
        next.templateError =
          error instanceof templates.TemplateError
            ? `Line ${error.line}, column ${error.column}: ${error.message}`
            : String(error);
      }
      setPreview(next);
    });
    return () => {
      current = false;
    };
  }, [template, sample, types]);

  if (!stored) return <p>Loading…</p>;
  const saveError = sent === template ? call.errorFor(PROMPT) : undefined;
  return (
    <>
      <p>
        The customized-consent screen's <code>{POINT}</code> partial.{' '}
        <a href={`/preview/${PROMPT}/${PROMPT}`}>Open the consent preview</a>
      </p>
      <div className="split">
        <form
          aria-label="Consent partial"
          onSubmit={(event) => {
            event.preventDefault();
            const points: Record<string, string> = { ...stored[PROMPT], [POINT]: template };
            if (!template) delete points[POINT];
            const body: Partials = { ...stored, [PROMPT]: points };
            if (Object.keys(points).length === 0) delete body[PROMPT];
            setSent(template);
            void call.run(async () =>
              setStored(await api<Partials>('PUT', `/prompts/${PROMPT}/partials`, body)),
            );
          }}
        >
          <Field
            label="Template (form-content)"
            hint="Empty: the default consent template"
            error={preview.templateError ?? saveError}
          >
            {(p) => (
              <textarea
                {...p}
                className="code"
                rows={16}
                spellCheck={false}
                value={template}
                onChange={(e) => setTemplate(e.target.value)}
              />
            )}
          </Field>
          <FormStatus call={call} claimed={saveError !== undefined} />
          <button type="submit" disabled={call.busy}>
            Save partial
          </button>
        </form>
        <section aria-label="Live preview">
          <Field
            label="Sample authorization_details"
            hint={`Registered types: ${types.join(', ') || 'none yet'}`}
            error={preview.sampleErrors?.join('\n')}
          >
            {(p) => (
              <textarea
                {...p}
                className="code"
                rows={8}
                spellCheck={false}
                value={sample}
                onChange={(e) => setSample(e.target.value)}
              />
            )}
          </Field>
          <iframe
            title="Preview of the partial"
            sandbox=""
            srcDoc={`<!doctype html><meta charset="utf-8"><body style="font:14px system-ui">${preview.html ?? ''}`}
          />
        </section>
      </div>
    </>
  );
}
