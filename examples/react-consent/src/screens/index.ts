import type { ComponentType } from 'react';
import { ConsentScreen } from './consent/index.js';
import { CustomizedConsentScreen } from './customized-consent/index.js';
import { GenericScreen } from './generic.js';
import { LoginIdScreen } from './login-id/index.js';
import { LoginPasswordScreen } from './login-password/index.js';
import { MfaOtpChallengeScreen } from './mfa-otp-challenge/index.js';

const SCREENS: Record<string, ComponentType> = {
  consent: ConsentScreen,
  'customized-consent': CustomizedConsentScreen,
  'login-id': LoginIdScreen,
  'login-password': LoginPasswordScreen,
  'mfa-otp-challenge': MfaOtpChallengeScreen,
};

export function screenFor(name: string): ComponentType {
  return SCREENS[name] ?? GenericScreen;
}
