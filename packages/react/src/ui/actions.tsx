/**
 * The React parts that post without a form: a button for one declared action, the resend
 * button with its cooldown, links, the social buttons, the passkey button, a WebAuthn ceremony
 * and the step that posts by itself. Each runs core's models; none decides anything itself.
 */
import {
  claimAutoSubmit,
  createCeremonyModel,
  createResendModel,
  federatedButtons,
  linkView,
  offersPasskey,
  type Part,
} from '@screenkit/core/default-screens';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useContextVersion, usePage } from './default-screen.js';

type Props<T extends Part['type']> = Omit<Extract<Part, { type: T }>, 'type'>;

function useSubmitting(): boolean {
  return useStore(usePage().store, (state) => state.isSubmitting);
}

export function ActionButton({ action, text, variant, when, payload }: Props<'ActionButton'>) {
  const page = usePage();
  useContextVersion(page);
  const submitting = useSubmitting();
  if (when && !page.data()[when]) return null;
  return (
    <button
      type="button"
      className={`sk-button sk-${variant}`}
      disabled={submitting}
      onClick={() => void page.run(action, { ...payload })}
    >
      {page.text(text)}
    </button>
  );
}

export function ResendButton({ action }: Props<'ResendButton'>) {
  const page = usePage();
  const model = useMemo(() => createResendModel(page, action), [page, action]);
  useEffect(() => model.dispose, [model]);
  const state = useStore(model.store);
  return (
    <p className="sk-resend">
      {`${page.text('resendText')} `}
      <button
        type="button"
        className="sk-button sk-link"
        disabled={state.disabled}
        onClick={() => void model.resend()}
      >
        {state.remaining > 0
          ? page.text('resendCooldownText', { seconds: state.remaining })
          : page.text('resendActionText')}
      </button>
      <span className="sk-muted" aria-live="polite">
        {state.limitReached ? page.text('resendLimitReachedText') : ''}
      </span>
    </p>
  );
}

export function LinkTo({ link, text, lead }: Props<'LinkTo'>) {
  const page = usePage();
  useContextVersion(page);
  const view = linkView(page, link, text, lead);
  if (!view) return null;
  return (
    <p className="sk-link-line">
      {view.lead ? `${view.lead} ` : null}
      <a href={view.href} className="sk-link" data-link={link}>
        {view.text}
      </a>
    </p>
  );
}

export function FederatedButtons({ action }: Props<'FederatedButtons'>) {
  const page = usePage();
  useContextVersion(page);
  const submitting = useSubmitting();
  const views = federatedButtons(page);
  if (views.length === 0) return null;
  return (
    <div className="sk-alternatives">
      <p className="sk-separator">{page.text('separatorText')}</p>
      {views.map((view) => (
        <button
          key={view.connection}
          type="button"
          className="sk-button sk-secondary"
          data-connection={view.connection}
          disabled={submitting}
          onClick={() => void page.run(action, { connection: view.connection })}
        >
          {view.iconUrl ? <img src={view.iconUrl} alt="" className="sk-icon" /> : null}
          {view.label}
        </button>
      ))}
    </div>
  );
}

function Ceremony(props: {
  action: string;
  label: string;
  variant: string;
  errorAction?: string | undefined;
  payload: () => Record<string, boolean>;
}) {
  const page = usePage();
  const model = useMemo(
    () => createCeremonyModel(page, props.action, props.errorAction),
    [page, props.action, props.errorAction],
  );
  const state = useStore(model.store);
  const submitting = useSubmitting();
  return (
    <div className="sk-ceremony">
      <button
        type="button"
        className={`sk-button sk-${props.variant}`}
        disabled={state.running || submitting}
        onClick={() => void model.run(props.payload())}
      >
        {props.label}
      </button>
      <p className="sk-field-error" role="status" hidden={!state.failure}>
        {state.failure ? page.text(state.failure) : ''}
      </p>
    </div>
  );
}

export function PasskeyButton({ action }: Props<'PasskeyButton'>) {
  const page = usePage();
  const context = useContextVersion(page);
  if (!offersPasskey(context)) return null;
  return (
    <Ceremony
      action={action}
      label={page.text('passkeyButtonText')}
      variant="secondary"
      payload={() => ({})}
    />
  );
}

export function WebAuthnButton({
  action,
  text,
  errorAction,
  rememberDevice,
}: Props<'WebAuthnButton'>) {
  const page = usePage();
  useContextVersion(page);
  const [remember, setRemember] = useState(false);
  const offered = rememberDevice === true && page.data().show_remember_device === true;
  const id = `sk-${action}-remember`;
  return (
    <div>
      {offered ? (
        <div className="sk-field sk-field-checkbox">
          <input
            id={id}
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <label htmlFor={id}>{page.text('rememberDeviceText')}</label>
        </div>
      ) : null}
      <Ceremony
        action={action}
        label={page.text(text)}
        variant="primary"
        errorAction={errorAction}
        payload={(): Record<string, boolean> => (offered ? { rememberDevice: remember } : {})}
      />
    </div>
  );
}

export function AutoSubmit({ action }: Props<'AutoSubmit'>) {
  const page = usePage();
  const submitting = useSubmitting();
  useEffect(() => {
    if (claimAutoSubmit(page)) void page.run(action);
  }, [page, action]);
  // Still there if the post cannot leave (the page stays): the user continues by hand.
  return (
    <button
      type="button"
      className="sk-button sk-primary"
      disabled={submitting}
      onClick={() => void page.run(action)}
    >
      {page.text('buttonText')}
    </button>
  );
}
