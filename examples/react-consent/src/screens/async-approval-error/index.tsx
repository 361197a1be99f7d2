import { useScreen, useTexts } from '@screenkit/react';
import { Layout } from '../layout.js';

/** A backchannel (CIBA) approval link that expired or was already answered. */
export function AsyncApprovalErrorScreen() {
  const texts = useTexts();
  useScreen('async-approval-error');
  return (
    <Layout fallbackTitle="This link is no longer valid">
      {texts.description ? null : (
        <p className="description" data-result="error">
          The request expired or was already answered. Ask the application to send a new one.
        </p>
      )}
    </Layout>
  );
}
