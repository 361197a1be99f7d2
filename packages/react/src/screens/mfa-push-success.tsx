/**
 * mfa-push-success (prompt `mfa-push`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-success` copies it into your project to make it yours.
 */
import { mfaPushSuccessTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaPushSuccess } from '@screenkit/core/screens/mfa-push';
import { ActionButton, DefaultScreen } from '../ui/index.js';

export function MfaPushSuccessScreen() {
  return (
    <DefaultScreen declaration={mfaPushSuccess} texts={mfaPushSuccessTexts}>
      <ActionButton action="continue" text="buttonText" variant="primary" />
    </DefaultScreen>
  );
}
