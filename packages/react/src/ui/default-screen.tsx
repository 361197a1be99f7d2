/**
 * `<DefaultScreen declaration texts>`: the frame of every default screen in React (logo, title,
 * description, the summary of errors no input shows) over core's page model, which it hands to
 * the parts inside. It reads the nearest `<ScreenProvider>`'s store: all behaviour is core's.
 */

import { type ScreenDeclaration, screenWindow } from '@screenkit/core';
import {
  createDefaultPage,
  type DefaultPage,
  headerView,
  languageOf,
  pageTitle,
  type ScreenTexts,
} from '@screenkit/core/default-screens';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';

const PageContext = createContext<DefaultPage | null>(null);

/** The default screen's page model (inside `<DefaultScreen>`). */
export function usePage(): DefaultPage {
  const page = useContext(PageContext);
  if (!page) throw new Error('screenkit: default screen parts go inside <DefaultScreen>.');
  return page;
}

/** Re-renders when the page context is replaced (previews, the context editor). */
export function useContextVersion(page: DefaultPage) {
  return useStore(page.store, (state) => state.context);
}

function ErrorSummary({ page }: { page: DefaultPage }) {
  const errors = useStore(page.store, (state) => state.errors);
  const shown = useStore(page.shownFields, (state) => state.fields);
  const summary = errors.filter((error) => !error.field || !shown.includes(error.field));
  return (
    <div
      className="sk-error-summary"
      role="alert"
      aria-live="assertive"
      hidden={summary.length === 0}
    >
      {summary.length > 0 ? (
        <ul>
          {summary.map((error) => (
            <li key={`${error.code}-${error.field ?? ''}-${error.message}`} data-code={error.code}>
              {error.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export interface DefaultScreenProps {
  declaration: ScreenDeclaration;
  texts: ScreenTexts;
  children?: ReactNode;
}

export function DefaultScreen({ declaration, texts, children }: DefaultScreenProps) {
  const store = useScreenStore('DefaultScreen');
  const page = useMemo(
    () => createDefaultPage(store, declaration, texts),
    [store, declaration, texts],
  );
  const context = useContextVersion(page);
  const view = headerView(page);
  const title = pageTitle(page);
  const lang = languageOf(context.transaction.locale);
  // The page the screen is on (a gallery frame is not this window's document).
  useEffect(() => {
    const doc = screenWindow(store.getState().page).document;
    if (!doc) return;
    doc.title = title;
    doc.documentElement.lang = lang;
  }, [store, title, lang]);
  return (
    <PageContext.Provider value={page}>
      <main className="sk-page" data-screen={context.screen.name}>
        <div className="sk-card">
          <header className="sk-header">
            {view.logoUrl ? (
              <img className="sk-logo" src={view.logoUrl} alt={view.logoAlt} />
            ) : null}
            <h1 className="sk-title">{view.title}</h1>
            {view.description ? <p className="sk-description">{view.description}</p> : null}
          </header>
          <ErrorSummary page={page} />
          {children}
        </div>
      </main>
    </PageContext.Provider>
  );
}
