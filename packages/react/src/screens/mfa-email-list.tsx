/**
 * mfa-email-list (prompt `mfa-email`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-email-list` copies it into your project to make it yours.
 */
import { mfaEmailListTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaEmailList } from '@screenkit/core/screens/mfa-email';
import { ActionButton, ChoiceList, DefaultScreen } from '../ui/index.js';

export function MfaEmailListScreen() {
  return (
    <DefaultScreen declaration={mfaEmailList} texts={mfaEmailListTexts}>
      <ChoiceList action="selectMfaEmail" list="emails" />
      <ActionButton action="goBack" text="backText" variant="link" />
    </DefaultScreen>
  );
}
