/**
 * mfa-detect-browser-capabilities (prompt `mfa`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-detect-browser-capabilities` copies it into your project to make it yours.
 */
import { mfaDetectBrowserCapabilitiesTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaDetectBrowserCapabilities } from '@screenkit/core/screens/mfa';
import { AutoSubmit, DefaultScreen } from '../ui/index.js';

export function MfaDetectBrowserCapabilitiesScreen() {
  return (
    <DefaultScreen
      declaration={mfaDetectBrowserCapabilities}
      texts={mfaDetectBrowserCapabilitiesTexts}
    >
      <AutoSubmit action="detectCapabilities" />
    </DefaultScreen>
  );
}
