import { useScreen, useTexts } from '@screenkit/react';
import { Layout } from '../layout.js';

/** A backchannel (CIBA) approval link opened by another account than the one it was sent to. */
export function AsyncApprovalWrongUserScreen() {
  const texts = useTexts();
  useScreen('async-approval-wrong-user');
  return (
    <Layout fallbackTitle="Wrong account">
      {texts.description ? null : (
        <p className="description" data-result="wrong-user">
          This request is for another account. Open the link again and log in as the user it was
          sent to.
        </p>
      )}
    </Layout>
  );
}
