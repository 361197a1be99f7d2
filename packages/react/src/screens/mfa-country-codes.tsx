/**
 * mfa-country-codes (prompt `mfa-sms`): screenkit's default screen, in React.
 * Generated from the screen's declaration (@screenkit/core default-screens/layout);
 * `screenkit eject mfa-country-codes` copies it into your project to make it yours.
 */
import { mfaCountryCodesTexts } from '@screenkit/core/default-screens/texts/mfa';
import { mfaCountryCodes } from '@screenkit/core/screens/mfa-sms';
import { ActionButton, ChoiceList, DefaultScreen } from '../ui/index.js';

export function MfaCountryCodesScreen() {
  return (
    <DefaultScreen declaration={mfaCountryCodes} texts={mfaCountryCodesTexts}>
      <ChoiceList action="selectCountryCode" list="country-codes" />
      <ActionButton action="goBack" text="backText" variant="link" />
    </DefaultScreen>
  );
}
