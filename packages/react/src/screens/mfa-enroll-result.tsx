/**
 * mfa-enroll-result (prompt `mfa`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-enroll-result` copies it into your project to make it yours.
 */
import { mfaEnrollResultTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaEnrollResult } from '@screenkit/core/screens/mfa';
import { DefaultScreen } from '../ui/index.js';

export function MfaEnrollResultScreen() {
  return <DefaultScreen declaration={mfaEnrollResult} texts={mfaEnrollResultTexts}></DefaultScreen>;
}
