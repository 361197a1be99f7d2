/**
 * The DOM parts that show what the page holds: the identifier of the step before, codes to copy,
 * QR codes, lists to pick from, the waiting push, the consent request and the tenant's
 * customized-consent partial.
 */
import type { Part } from '../../default-screens/layout/parts.js';
import { copyText, createPushModel } from '../../default-screens/runtime/behaviours.js';
import { qrView } from '../../default-screens/runtime/qr.js';
import {
  choices,
  secretCode as secretView,
  identifierSummary as summaryView,
} from '../../default-screens/runtime/views.js';
import type { ConsentScreenName } from '../../screens/create-screen.js';
import { consentModel } from '../../store/consent-model.js';
import type { CompiledTemplate } from '../../templates/runtime.js';
import { renderPartial } from '../../templates/runtime.js';
import { h, type PartBuilder, partDocument } from './scope.js';

type Props<T extends Part['type']> = Omit<Extract<Part, { type: T }>, 'type'>;
const SVG = 'http://www.w3.org/2000/svg';

export function identifierSummary(_props: Props<'IdentifierSummary'> = {}): PartBuilder {
  return (scope) => {
    const view = summaryView(scope.page);
    if (!view) return null;
    return h(
      'p',
      { class: 'sk-identifier' },
      h('span', { class: 'sk-identifier-value' }, view.value),
      view.editHref ? ' ' : null,
      view.editHref ? h('a', { href: view.editHref, class: 'sk-link' }, view.editText) : null,
    );
  };
}

export function message(props: Props<'Message'>): PartBuilder {
  return (scope) => h('p', { class: 'sk-message' }, scope.page.text(props.text));
}

export function secretCode(props: Props<'SecretCode'>): PartBuilder {
  return (scope) => {
    const { page } = scope;
    const value = secretView(page, props.from);
    if (!value) return null;
    const status = h('span', { class: 'sk-muted', role: 'status' });
    const copy = h('button', { type: 'button', class: 'sk-button sk-link' }, page.text('copyText'));
    copy.addEventListener('click', () => {
      void copyText(value, page.store.getState().page).then((copied) => {
        status.textContent = copied ? page.text('copiedText') : '';
      });
    });
    return h(
      'div',
      { class: 'sk-secret' },
      h('span', { class: 'sk-secret-label' }, page.text(props.text)),
      h('code', { class: 'sk-secret-value', 'data-from': props.from }, value),
      copy,
      status,
    );
  };
}

export function qrCode(props: Props<'QrCode'>): PartBuilder {
  return (scope) => {
    const view = qrView(scope.page, props.from);
    if (!view) return null;
    const label = scope.page.text(props.text);
    if (view.kind === 'image')
      return h('div', { class: 'sk-qr' }, h('img', { src: view.src, alt: label }));
    const doc = partDocument();
    const svg = doc.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', `0 0 ${view.size} ${view.size}`);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
    svg.setAttribute('shape-rendering', 'crispEdges');
    svg.setAttribute('data-qr-text', view.text);
    const background = doc.createElementNS(SVG, 'rect');
    background.setAttribute('width', String(view.size));
    background.setAttribute('height', String(view.size));
    background.setAttribute('fill', '#fff');
    const path = doc.createElementNS(SVG, 'path');
    path.setAttribute('d', view.path);
    path.setAttribute('fill', '#000');
    svg.append(background, path);
    return h('div', { class: 'sk-qr' }, svg);
  };
}

export function choiceList(props: Props<'ChoiceList'>): PartBuilder {
  return (scope) => {
    const { page } = scope;
    const items = choices(page, props.list);
    if (items.length === 0) return h('p', { class: 'sk-muted' }, page.text('emptyListText'));
    return h(
      'ul',
      { class: 'sk-choices', 'data-list': props.list },
      ...items.map((item) => {
        const button = h(
          'button',
          { type: 'button', class: 'sk-choice', 'data-key': item.key },
          h('span', {}, item.label),
          item.detail ? h('span', { class: 'sk-muted' }, item.detail) : null,
        ) as HTMLButtonElement;
        button.addEventListener('click', () => void page.run(props.action, item.payload));
        scope.watch(page.store, (state) => {
          button.disabled = state.isSubmitting;
        });
        return h('li', {}, button);
      }),
    );
  };
}

export function pushPolling(props: Props<'PushPolling'>): PartBuilder {
  return (scope) => {
    const { page } = scope;
    const model = createPushModel(page, props.action);
    model.start();
    scope.onDispose(model.stop);
    const status = h('p', { class: 'sk-push', role: 'status' });
    scope.watch(model.store, (state) => {
      status.textContent = page.text(
        state.status === 'failed' ? 'pushFailedText' : 'pushWaitingText',
      );
    });
    if (!model.offersRememberDevice) return status;
    const id = `sk-${props.action}-remember`;
    const remember = h('input', { type: 'checkbox', id }) as HTMLInputElement;
    remember.addEventListener('change', () => model.setRememberDevice(remember.checked));
    return h(
      'div',
      {},
      status,
      h(
        'div',
        { class: 'sk-field sk-field-checkbox' },
        remember,
        h('label', { for: id }, page.text('rememberDeviceText')),
      ),
    );
  };
}

function consentOf(scope: Parameters<PartBuilder>[0]) {
  const context = scope.page.context();
  return consentModel(context.screen, [context.screen.name as ConsentScreenName]);
}

export function scopeList(_props: Props<'ScopeList'> = {}): PartBuilder {
  return (scope) => {
    const model = consentOf(scope);
    if (model.hideScopes || model.scopes.length === 0) return null;
    return h(
      'section',
      { class: 'sk-scopes', 'aria-label': scope.page.text('scopesText') },
      h('p', {}, scope.page.text('scopesText')),
      h(
        'ul',
        {},
        ...model.scopes.map((entry) =>
          h('li', { 'data-scope': entry.value }, entry.description || entry.value),
        ),
      ),
    );
  };
}

export function authorizationDetails(_props: Props<'AuthorizationDetails'> = {}): PartBuilder {
  return (scope) => {
    const model = consentOf(scope);
    if (model.views.length === 0) return null;
    const { text } = scope.page;
    return h(
      'section',
      { class: 'sk-details', 'aria-label': text('detailsText') },
      h('h2', {}, text('detailsText')),
      ...model.views.map((view) =>
        h(
          'article',
          { class: 'sk-detail', 'data-type': view.type },
          h('h3', {}, view.title),
          h(
            'dl',
            {},
            ...view.items.map((item) =>
              h(
                'div',
                { class: 'sk-row', 'data-path': item.path },
                h('dt', {}, item.label),
                h('dd', {}, item.value),
              ),
            ),
          ),
        ),
      ),
      model.validation.valid ? null : h('p', { class: 'sk-warning' }, text('invalidRequestText')),
    );
  };
}

/**
 * The tenant's partial, rendered by core's template runtime (every value escaped there): the
 * one place markup is set, from core's output only.
 */
export function consentPartial(props: { template: CompiledTemplate }): PartBuilder {
  return (scope) => {
    const section = h('section', { class: 'sk-partial', 'data-partial': 'form-content' });
    section.innerHTML = renderPartial(scope.page.context(), props.template);
    return section;
  };
}
