import { useScreen, useTexts } from '@screenkit/react';
import { Layout } from '../layout.js';

/** The end of a backchannel (CIBA) approval by email: the user rejected the request. */
export function AsyncApprovalDeniedScreen() {
  const texts = useTexts();
  useScreen('async-approval-denied');
  return (
    <Layout fallbackTitle="Request rejected">
      {texts.description ? null : (
        <p className="description" data-result="denied">
          You rejected the request. You can close this window.
        </p>
      )}
    </Layout>
  );
}
