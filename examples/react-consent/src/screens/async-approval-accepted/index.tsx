import { useScreen, useTexts } from '@screenkit/react';
import { Layout } from '../layout.js';

/** The end of a backchannel (CIBA) approval by email: the user approved; the application gets its tokens. */
export function AsyncApprovalAcceptedScreen() {
  const texts = useTexts();
  useScreen('async-approval-accepted');
  return (
    <Layout fallbackTitle="Request approved">
      {texts.description ? null : (
        <p className="description" data-result="accepted">
          You approved the request. You can close this window.
        </p>
      )}
    </Layout>
  );
}
