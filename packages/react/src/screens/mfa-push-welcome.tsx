/**
 * mfa-push-welcome (prompt `mfa-push`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-push-welcome` copies it into your project to make it yours.
 */
import { mfaPushWelcomeTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaPushWelcome } from '@screenkit/core/screens/mfa-push';
import { ActionButton, DefaultScreen, LinkTo } from '../ui/index.js';

export function MfaPushWelcomeScreen() {
  return (
    <DefaultScreen declaration={mfaPushWelcome} texts={mfaPushWelcomeTexts}>
      <LinkTo link="ios" text="iosLinkText" />
      <LinkTo link="android" text="androidLinkText" />
      <ActionButton action="enroll" text="buttonText" variant="primary" />
      <ActionButton action="pickAuthenticator" text="tryAnotherMethodText" variant="link" />
    </DefaultScreen>
  );
}
