/**
 * device-code-activation-denied (prompt `device-flow`): screenkit's default screen, with @screenkit/core alone.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject device-code-activation-denied` copies it into your project to make it yours.
 */
import { deviceCodeActivationDeniedTexts } from '../../default-screens/texts/consent.js';
import { deviceCodeActivationDenied } from '../../screens/declarations/device-flow.js';
import { type MountedScreen, mountParts } from '../index.js';

export function renderDeviceCodeActivationDeniedScreen(root: HTMLElement): MountedScreen {
  return mountParts(root, deviceCodeActivationDenied, deviceCodeActivationDeniedTexts, []);
}
