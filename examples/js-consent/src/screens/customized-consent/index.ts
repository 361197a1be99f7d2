/**
 * customized-consent with @screenkit/core alone: the tenant's partial (precompiled by the Vite
 * plugin, rendered by core's runtime, every value escaped) beside a hand-written view of the
 * same authorization_details built from core's consent views with textContent only.
 */

import formContent from 'virtual:screenkit/partials/customized-consent/customized-consent/form-content';
import {
  createCustomizedConsentScreen,
  pageSubmitOptions,
  readContext,
  toConsentView,
} from '@screenkit/core';
import { renderPartial } from '@screenkit/core/templates/runtime';
import { dom, pageOf } from '../dom.js';

export function renderCustomizedConsentScreen(root: HTMLElement): void {
  const { consentActions, h, layout, scopeList } = dom(root);
  // The consent screen's own small entry takes the context and the posts' options of the page
  // rendered into, rather than a page (createScreen's, which bundles every screen's declaration).
  const page = pageOf(root);
  const screen = createCustomizedConsentScreen(
    readContext(undefined, page),
    pageSubmitOptions(page, {}),
  );
  const partial = h('section', { class: 'partial', 'aria-label': 'Tenant partial' });
  // renderPartial escapes every value: the one place markup is set, from core's output only.
  partial.innerHTML = renderPartial(screen.context, formContent);
  const views = screen.authorization_details.map((detail) => toConsentView(detail));
  const details = h(
    'section',
    { class: 'details', 'aria-label': 'Request details' },
    h('h2', {}, 'What you are approving'),
    ...views.map((view) =>
      h(
        'article',
        { class: 'detail', 'data-type': view.type },
        h('h3', {}, view.title),
        h(
          'dl',
          {},
          ...view.items.map((item) =>
            h(
              'div',
              { class: 'row', 'data-path': item.path },
              h('dt', {}, item.label),
              h('dd', {}, item.value),
            ),
          ),
        ),
      ),
    ),
  );
  const scopes = screen.hideScopes ? null : scopeList(screen.scopes);
  const actions = consentActions(screen);
  root.replaceChildren(layout(screen, 'Authorize the request', partial, details, scopes, actions));
}
