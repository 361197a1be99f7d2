/**
 * mfa-push-list (prompt `mfa-push`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-list` copies it into your project to make it yours.
 */
import { mfaPushListTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaPushList } from '@screenkit/core/screens/mfa-push';
import { ActionButton, ChoiceList, DefaultScreen } from '../ui/index.js';

export function MfaPushListScreen() {
  return (
    <DefaultScreen declaration={mfaPushList} texts={mfaPushListTexts}>
      <ChoiceList action="selectMfaPushDevice" list="push-devices" />
      <ActionButton action="goBack" text="backText" variant="link" />
    </DefaultScreen>
  );
}
