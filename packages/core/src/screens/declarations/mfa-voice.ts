// Prompt `mfa-voice`: codes by phone call.
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';
import { rememberBrowser } from './payload-rewrites.js';

export const mfaVoiceChallenge = declareScreen('mfa-voice-challenge', {
  members: { resendManager: resendManager('resendCode') },
  actions: {
    continue: {
      action: 'default',
      fields: { code: 'string', rememberDevice: 'boolean?' },
      transform: rememberBrowser,
    },
    pickPhone: { action: 'pick-phone' },
    switchToSms: { action: 'switch-to-sms' },
    resendCode: { action: 'resend-code' },
    tryAnotherMethod: { action: 'pick-authenticator' },
  },
});
export const mfaVoiceEnrollment = declareScreen('mfa-voice-enrollment', {
  actions: {
    continue: { action: 'default', fields: { phone: 'string' } },
    tryAnotherMethod: { action: 'pick-authenticator' },
    selectPhoneCountryCode: { action: 'pick-country-code' },
  },
});
