/**
 * device-code-activation (prompt `device-flow`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject device-code-activation` copies it into your project to make it yours.
 */
import { deviceCodeActivationTexts } from '../../default-screens/texts/consent.js';
import { deviceCodeActivation } from '../../screens/declarations/device-flow.js';
import { codeField, form, type MountedScreen, mountParts, submitButton } from '../index.js';

export function renderDeviceCodeActivationScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, deviceCodeActivation, deviceCodeActivationTexts, [
    form({ action: 'continue' }, [
      codeField({ name: 'code', text: 'placeholder' }),
      submitButton(),
    ]),
  ]);
}
