/**
 * device-code-activation-allowed (prompt `device-flow`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject device-code-activation-allowed` copies it into your project to make it yours.
 */
import { deviceCodeActivationAllowedTexts } from '@screenkit/core/default-screens/texts/consent';
import { deviceCodeActivationAllowed } from '@screenkit/core/screens/device-flow';
import { DefaultScreen } from '../ui/index.js';

export function DeviceCodeActivationAllowedScreen() {
  return (
    <DefaultScreen
      declaration={deviceCodeActivationAllowed}
      texts={deviceCodeActivationAllowedTexts}
    ></DefaultScreen>
  );
}
