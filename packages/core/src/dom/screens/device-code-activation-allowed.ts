/**
 * device-code-activation-allowed (prompt `device-flow`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject device-code-activation-allowed` copies it into your project to make it yours.
 */
import { deviceCodeActivationAllowedTexts } from '../../default-screens/texts/consent.js';
import { deviceCodeActivationAllowed } from '../../screens/declarations/device-flow.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderDeviceCodeActivationAllowedScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, deviceCodeActivationAllowed, deviceCodeActivationAllowedTexts, []);
}
