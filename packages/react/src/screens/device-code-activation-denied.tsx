/**
 * device-code-activation-denied (prompt `device-flow`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject device-code-activation-denied` copies it into your project to make it yours.
 */
import { deviceCodeActivationDeniedTexts } from '@screenkit/core/default-screens/texts/consent';
import { deviceCodeActivationDenied } from '@screenkit/core/screens/device-flow';
import { DefaultScreen } from '../ui/index.js';

export function DeviceCodeActivationDeniedScreen() {
  return (
    <DefaultScreen
      declaration={deviceCodeActivationDenied}
      texts={deviceCodeActivationDeniedTexts}
    ></DefaultScreen>
  );
}
