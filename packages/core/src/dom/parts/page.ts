/**
 * Mounts a default screen into an element: the card with the logo, title and description, the
 * summary of errors no input shows, then the screen's parts. The screen is rebuilt when the
 * page context is replaced (previews, the context editor); `dispose()` stops what its parts
 * started (timers, polling) and empties the element. The screen renders into the element's own
 * page: its document makes the elements and takes the title, and a page other than this one (a
 * same-origin frame, such as the dev server's gallery's) gives the context and takes the posts.
 */

import { createDefaultPage, type DefaultPage } from '../../default-screens/runtime/page.js';
import { headerView, pageTitle } from '../../default-screens/runtime/views.js';
import type { ScreenTexts } from '../../default-screens/texts/lookup.js';
import { languageOf } from '../../default-screens/texts/lookup.js';
import type { ScreenDeclaration } from '../../screens/declaration.js';
import { createScreenStore, type ScreenStore } from '../../store/screen-store.js';
import { build, h, inDocument, type PartBuilder, type PartScope } from './scope.js';

export interface MountOptions {
  /** The screen store to use (default: a new one over the root's page's context). */
  readonly store?: ScreenStore;
}

export interface MountedScreen {
  readonly page: DefaultPage;
  dispose(): void;
}

function errorSummary(scope: PartScope): HTMLElement {
  const { page } = scope;
  const box = h('div', { class: 'sk-error-summary', role: 'alert', 'aria-live': 'assertive' });
  const draw = () => {
    const shown = page.shownFields.getState().fields;
    const errors = page.store
      .getState()
      .errors.filter((error) => !error.field || !shown.includes(error.field));
    box.replaceChildren(
      ...(errors.length
        ? [
            h(
              'ul',
              {},
              ...errors.map((error) => h('li', { 'data-code': error.code }, error.message)),
            ),
          ]
        : []),
    );
    box.hidden = errors.length === 0;
  };
  scope.watch(page.store, draw);
  scope.watch(page.shownFields, draw);
  return box;
}

function header(page: DefaultPage): HTMLElement {
  const view = headerView(page);
  return h(
    'header',
    { class: 'sk-header' },
    view.logoUrl ? h('img', { class: 'sk-logo', src: view.logoUrl, alt: view.logoAlt }) : null,
    h('h1', { class: 'sk-title' }, view.title),
    view.description ? h('p', { class: 'sk-description' }, view.description) : null,
  );
}

export function mountParts(
  root: HTMLElement,
  declaration: ScreenDeclaration,
  texts: ScreenTexts,
  parts: readonly PartBuilder[],
  options: MountOptions = {},
): MountedScreen {
  const doc = root.ownerDocument;
  const view = doc.defaultView;
  const store =
    options.store ??
    createScreenStore(undefined, {}, view && view !== globalThis ? view : undefined);
  const page = createDefaultPage(store, declaration, texts);
  let cleanups: (() => void)[] = [];
  const render = () => inDocument(doc, draw);
  const draw = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    const scope: PartScope = {
      page,
      onDispose: (cleanup) => cleanups.push(cleanup),
      watch(watched, listener) {
        listener(watched.getState());
        cleanups.push(watched.subscribe((state) => inDocument(doc, () => listener(state))));
      },
    };
    const context = page.context();
    doc.title = pageTitle(page);
    doc.documentElement.lang = languageOf(context.transaction.locale);
    const summary = errorSummary(scope);
    const body = build(scope, parts);
    root.replaceChildren(
      h(
        'main',
        { class: 'sk-page', 'data-screen': context.screen.name },
        h('div', { class: 'sk-card' }, header(page), summary, ...body),
      ),
    );
  };
  render();
  let context = store.getState().context;
  const unsubscribe = store.subscribe((state) => {
    if (state.context === context) return;
    context = state.context;
    render();
  });
  return {
    page,
    dispose() {
      unsubscribe();
      for (const cleanup of cleanups.splice(0)) cleanup();
      cleanups = [];
      root.replaceChildren();
    },
  };
}
