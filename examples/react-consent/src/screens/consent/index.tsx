import { useConsent, useTexts } from '@screenkit/react';
import { Layout } from '../layout.js';

export function ConsentScreen() {
  const texts = useTexts();
  const { scopes, accept, deny, isSubmitting } = useConsent();
  return (
    <Layout fallbackTitle="Authorize the application">
      <ul className="scopes">
        {scopes.map((scope) => (
          <li key={scope.value}>
            <code>{scope.value}</code> {scope.description}
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="secondary" disabled={isSubmitting} onClick={() => deny()}>
          {texts.declineButtonText ?? 'Decline'}
        </button>
        <button type="button" disabled={isSubmitting} onClick={() => accept()}>
          {texts.acceptButtonText ?? 'Accept'}
        </button>
      </div>
    </Layout>
  );
}
