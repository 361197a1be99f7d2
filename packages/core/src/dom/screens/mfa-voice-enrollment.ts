/**
 * mfa-voice-enrollment (prompt `mfa-voice`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-voice-enrollment` copies it into your project to make it yours.
 */
import { mfaVoiceEnrollmentTexts } from '../../default-screens/texts/mfa.js';
import { mfaVoiceEnrollment } from '../../screens/declarations/mfa-voice.js';
import {
  actionButton,
  form,
  type MountedScreen,
  mountParts,
  phoneField,
  submitButton,
} from '../index.js';

export function renderMfaVoiceEnrollmentScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, mfaVoiceEnrollment, mfaVoiceEnrollmentTexts, [
    form({ action: 'continue' }, [phoneField({ name: 'phone' }), submitButton()]),
    actionButton({ action: 'tryAnotherMethod', text: 'tryAnotherMethodText', variant: 'link' }),
  ]);
}
