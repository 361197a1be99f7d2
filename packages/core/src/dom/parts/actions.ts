/**
 * The DOM parts that post without a form: a button for one declared action, the resend button
 * with its cooldown, links, the social buttons, the passkey button, a WebAuthn ceremony and the
 * step that posts by itself.
 */
import type { Part } from '../../default-screens/layout/parts.js';
import {
  claimAutoSubmit,
  createCeremonyModel,
  createResendModel,
} from '../../default-screens/runtime/behaviours.js';
import {
  federatedButtons as federatedViews,
  linkView,
  offersPasskey,
} from '../../default-screens/runtime/views.js';
import { h, type PartBuilder, type PartScope } from './scope.js';

type Props<T extends Part['type']> = Omit<Extract<Part, { type: T }>, 'type'>;

function button(scope: PartScope, label: string, variant: string, onClick: () => unknown) {
  const element = h(
    'button',
    { type: 'button', class: `sk-button sk-${variant}` },
    label,
  ) as HTMLButtonElement;
  element.addEventListener('click', () => void onClick());
  scope.watch(scope.page.store, (state) => {
    element.disabled = state.isSubmitting;
  });
  return element;
}

export function actionButton(props: Props<'ActionButton'>): PartBuilder {
  return (scope) => {
    if (props.when && !scope.page.data()[props.when]) return null;
    return button(scope, scope.page.text(props.text), props.variant, () =>
      scope.page.run(props.action, { ...props.payload }),
    );
  };
}

export function resendButton(props: Props<'ResendButton'>): PartBuilder {
  return (scope) => {
    const { page } = scope;
    const model = createResendModel(page, props.action);
    scope.onDispose(model.dispose);
    const action = h('button', { type: 'button', class: 'sk-button sk-link' }) as HTMLButtonElement;
    action.addEventListener('click', () => void model.resend());
    const status = h('span', { class: 'sk-muted', 'aria-live': 'polite' });
    scope.watch(model.store, (state) => {
      action.disabled = state.disabled;
      action.textContent =
        state.remaining > 0
          ? page.text('resendCooldownText', { seconds: state.remaining })
          : page.text('resendActionText');
      status.textContent = state.limitReached ? page.text('resendLimitReachedText') : '';
    });
    return h('p', { class: 'sk-resend' }, `${page.text('resendText')} `, action, status);
  };
}

export function linkTo(props: Props<'LinkTo'>): PartBuilder {
  return (scope) => {
    const view = linkView(scope.page, props.link, props.text, props.lead);
    if (!view) return null;
    return h(
      'p',
      { class: 'sk-link-line' },
      view.lead ? `${view.lead} ` : null,
      h('a', { href: view.href, class: 'sk-link', 'data-link': props.link }, view.text),
    );
  };
}

export function federatedButtons(props: Props<'FederatedButtons'>): PartBuilder {
  return (scope) => {
    const views = federatedViews(scope.page);
    if (views.length === 0) return null;
    return h(
      'div',
      { class: 'sk-alternatives' },
      h('p', { class: 'sk-separator' }, scope.page.text('separatorText')),
      ...views.map((view) => {
        const element = button(scope, '', 'secondary', () =>
          scope.page.run(props.action, { connection: view.connection }),
        );
        element.setAttribute('data-connection', view.connection);
        if (view.iconUrl)
          element.append(h('img', { src: view.iconUrl, alt: '', class: 'sk-icon' }));
        element.append(view.label);
        return element;
      }),
    );
  };
}

/** A ceremony's button and the message of its last failure. */
function ceremony(
  scope: PartScope,
  action: string,
  label: string,
  variant: string,
  errorAction: string | undefined,
  payload: () => Record<string, boolean>,
): HTMLElement {
  const model = createCeremonyModel(scope.page, action, errorAction);
  const element = button(scope, label, variant, () => model.run(payload()));
  const failure = h('p', { class: 'sk-field-error', role: 'status' });
  scope.watch(model.store, (state) => {
    element.disabled = state.running;
    failure.textContent = state.failure ? scope.page.text(state.failure) : '';
    failure.hidden = !state.failure;
  });
  return h('div', { class: 'sk-ceremony' }, element, failure);
}

export function passkeyButton(props: Props<'PasskeyButton'>): PartBuilder {
  return (scope) => {
    if (!offersPasskey(scope.page.context())) return null;
    return ceremony(
      scope,
      props.action,
      scope.page.text('passkeyButtonText'),
      'secondary',
      undefined,
      () => ({}),
    );
  };
}

export function webAuthnButton(props: Props<'WebAuthnButton'>): PartBuilder {
  return (scope) => {
    const { page } = scope;
    const remember =
      props.rememberDevice === true && page.data().show_remember_device === true
        ? (h('input', { type: 'checkbox', id: `sk-${props.action}-remember` }) as HTMLInputElement)
        : undefined;
    const node = ceremony(
      scope,
      props.action,
      page.text(props.text),
      'primary',
      props.errorAction,
      () => (remember ? { rememberDevice: remember.checked } : ({} as Record<string, boolean>)),
    );
    if (!remember) return node;
    return h(
      'div',
      {},
      h(
        'div',
        { class: 'sk-field sk-field-checkbox' },
        remember,
        h('label', { for: remember.id }, page.text('rememberDeviceText')),
      ),
      node,
    );
  };
}

export function autoSubmit(props: Props<'AutoSubmit'>): PartBuilder {
  return (scope) => {
    let live = true;
    scope.onDispose(() => {
      live = false;
    });
    if (claimAutoSubmit(scope.page))
      queueMicrotask(() => {
        if (live) void scope.page.run(props.action);
      });
    // Still there if the post cannot leave (the page stays): the user continues by hand.
    return button(scope, scope.page.text('buttonText'), 'primary', () =>
      scope.page.run(props.action),
    );
  };
}
