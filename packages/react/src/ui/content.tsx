/**
 * The React parts that show what the page holds: the identifier of the step before, codes to
 * copy, QR codes, lists to pick from, the waiting push and the consent request. Values from the
 * context are rendered as text (React escapes them); nothing is set as markup here.
 */
import { type ConsentScreenName, consentModel } from '@screenkit/core';
import {
  choices,
  copyText,
  createPushModel,
  identifierSummary,
  type Part,
  qrView,
  secretCode,
} from '@screenkit/core/default-screens';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useContextVersion, usePage } from './default-screen.js';

type Props<T extends Part['type']> = Omit<Extract<Part, { type: T }>, 'type'>;

export function IdentifierSummary(_props: Props<'IdentifierSummary'>) {
  const page = usePage();
  useContextVersion(page);
  const view = identifierSummary(page);
  if (!view) return null;
  return (
    <p className="sk-identifier">
      <span className="sk-identifier-value">{view.value}</span>
      {view.editHref ? ' ' : null}
      {view.editHref ? (
        <a href={view.editHref} className="sk-link">
          {view.editText}
        </a>
      ) : null}
    </p>
  );
}

export function Message({ text }: Props<'Message'>) {
  const page = usePage();
  useContextVersion(page);
  return <p className="sk-message">{page.text(text)}</p>;
}

export function SecretCode({ from, text }: Props<'SecretCode'>) {
  const page = usePage();
  useContextVersion(page);
  const [copied, setCopied] = useState(false);
  const value = secretCode(page, from);
  if (!value) return null;
  return (
    <div className="sk-secret">
      <span className="sk-secret-label">{page.text(text)}</span>
      <code className="sk-secret-value" data-from={from}>
        {value}
      </code>
      <button
        type="button"
        className="sk-button sk-link"
        onClick={() => void copyText(value, page.store.getState().page).then(setCopied)}
      >
        {page.text('copyText')}
      </button>
      <span className="sk-muted" role="status">
        {copied ? page.text('copiedText') : ''}
      </span>
    </div>
  );
}

export function QrCode({ from, text }: Props<'QrCode'>) {
  const page = usePage();
  const context = useContextVersion(page);
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn again for a new context
  const view = useMemo(() => qrView(page, from), [page, from, context]);
  if (!view) return null;
  const label = page.text(text);
  if (view.kind === 'image')
    return (
      <div className="sk-qr">
        <img src={view.src} alt={label} />
      </div>
    );
  return (
    <div className="sk-qr">
      <svg
        viewBox={`0 0 ${view.size} ${view.size}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
        data-qr-text={view.text}
      >
        <rect width={view.size} height={view.size} fill="#fff" />
        <path d={view.path} fill="#000" />
      </svg>
    </div>
  );
}

export function ChoiceList({ action, list }: Props<'ChoiceList'>) {
  const page = usePage();
  useContextVersion(page);
  const submitting = useStore(page.store, (state) => state.isSubmitting);
  const items = choices(page, list);
  if (items.length === 0) return <p className="sk-muted">{page.text('emptyListText')}</p>;
  return (
    <ul className="sk-choices" data-list={list}>
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            className="sk-choice"
            data-key={item.key}
            disabled={submitting}
            onClick={() => void page.run(action, item.payload)}
          >
            <span>{item.label}</span>
            {item.detail ? <span className="sk-muted">{item.detail}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function PushPolling({ action }: Props<'PushPolling'>) {
  const page = usePage();
  const model = useMemo(() => createPushModel(page, action), [page, action]);
  useEffect(() => {
    model.start();
    return model.stop;
  }, [model]);
  const state = useStore(model.store);
  const id = `sk-${action}-remember`;
  return (
    <div>
      <p className="sk-push" role="status">
        {page.text(state.status === 'failed' ? 'pushFailedText' : 'pushWaitingText')}
      </p>
      {model.offersRememberDevice ? (
        <div className="sk-field sk-field-checkbox">
          <input
            id={id}
            type="checkbox"
            checked={state.rememberDevice}
            onChange={(event) => model.setRememberDevice(event.target.checked)}
          />
          <label htmlFor={id}>{page.text('rememberDeviceText')}</label>
        </div>
      ) : null}
    </div>
  );
}

function useConsent() {
  const page = usePage();
  const context = useContextVersion(page);
  return useMemo(
    () => consentModel(context.screen, [context.screen.name as ConsentScreenName]),
    [context],
  );
}

export function ScopeList(_props: Props<'ScopeList'>) {
  const page = usePage();
  const model = useConsent();
  if (model.hideScopes || model.scopes.length === 0) return null;
  return (
    <section className="sk-scopes" aria-label={page.text('scopesText')}>
      <p>{page.text('scopesText')}</p>
      <ul>
        {model.scopes.map((entry) => (
          <li key={entry.value} data-scope={entry.value}>
            {entry.description || entry.value}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AuthorizationDetails(_props: Props<'AuthorizationDetails'>) {
  const page = usePage();
  const model = useConsent();
  if (model.views.length === 0) return null;
  return (
    <section className="sk-details" aria-label={page.text('detailsText')}>
      <h2>{page.text('detailsText')}</h2>
      {model.views.map((view, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the entries are the request's, in order, never reordered
        <article className="sk-detail" data-type={view.type} key={i}>
          <h3>{view.title}</h3>
          <dl>
            {view.items.map((item) => (
              <div className="sk-row" data-path={item.path} key={item.path}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
      {model.validation.valid ? null : (
        <p className="sk-warning">{page.text('invalidRequestText')}</p>
      )}
    </section>
  );
}
