/**
 * mfa-begin-enroll-options (prompt `mfa`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-begin-enroll-options` copies it into your project to make it yours.
 */
import { mfaBeginEnrollOptionsTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaBeginEnrollOptions } from '@screenkit/core/screens/mfa';
import { ChoiceList, DefaultScreen } from '../ui/index.js';

export function MfaBeginEnrollOptionsScreen() {
  return (
    <DefaultScreen declaration={mfaBeginEnrollOptions} texts={mfaBeginEnrollOptionsTexts}>
      <ChoiceList action="enroll" list="enroll-factors" />
    </DefaultScreen>
  );
}
