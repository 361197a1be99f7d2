/**
 * mfa-sms-list (prompt `mfa-sms`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-sms-list` copies it into your project to make it yours.
 */
import { mfaSmsListTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaSmsList } from '@screenkit/core/screens/mfa-sms';
import { ActionButton, ChoiceList, DefaultScreen } from '../ui/index.js';

export function MfaSmsListScreen() {
  return (
    <DefaultScreen declaration={mfaSmsList} texts={mfaSmsListTexts}>
      <ChoiceList action="selectPhoneNumber" list="phone-numbers" />
      <ActionButton action="backAction" text="backText" variant="link" />
    </DefaultScreen>
  );
}
