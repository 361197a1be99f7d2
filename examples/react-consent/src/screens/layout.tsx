import { useClient, useErrors, useTexts } from '@screenkit/react';
import type { ReactNode } from 'react';
import './layout.css';

/** Card, title and the service's errors: shared by every screen. */
export function Layout({
  fallbackTitle,
  children,
}: {
  fallbackTitle: string;
  children: ReactNode;
}) {
  const texts = useTexts();
  const client = useClient();
  const { errors, dismiss } = useErrors();
  return (
    <main className="card">
      {client?.name ? <p className="client">{client.name}</p> : null}
      <h1>{texts.title ?? fallbackTitle}</h1>
      {texts.description ? <p className="description">{texts.description}</p> : null}
      {errors.length > 0 ? (
        // role=alert on a wrapper: on the <ul> itself it would hide the list from screen readers.
        <div role="alert">
          <ul className="errors">
            {errors.map((error) => (
              <li key={`${error.code}-${error.field ?? ''}`} data-code={error.code}>
                {error.message}{' '}
                <button type="button" className="link" onClick={() => dismiss(error)}>
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
    </main>
  );
}
