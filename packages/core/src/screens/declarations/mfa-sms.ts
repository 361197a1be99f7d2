// Prompt `mfa-sms`: codes by SMS, the phone list and the country picker.

import { arrayOf } from '../../catalogue/shape.js';
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';
import { codeRememberingDevice, withinUserList } from './payload-rewrites.js';
import { rememberDeviceForm } from './views.js';

export const mfaCountryCodes = /* @__PURE__ */ declareScreen('mfa-country-codes', {
  data: { phone_prefixes: arrayOf('object') },
  actions: {
    selectCountryCode: {
      fields: { country_code: 'string', phone_prefix: 'string' },
      action: (payload) => `selection-action::${payload.country_code}${payload.phone_prefix}`,
    },
    goBack: { action: 'back-action' },
  },
});
export const mfaSmsChallenge = /* @__PURE__ */ declareScreen('mfa-sms-challenge', {
  data: {
    phone_number: 'string?',
    show_remember_device: 'boolean?',
    show_link_voice: 'boolean?',
    resendLimitReached: 'boolean?',
  },
  views: {
    data: {
      phoneNumber: 'phone_number',
      showRememberDevice: 'show_remember_device',
      showLinkVoice: 'show_link_voice',
    },
    untrustedData: { submittedFormData: rememberDeviceForm },
  },
  members: { resendManager: resendManager('resendCode') },
  actions: {
    continueMfaSmsChallenge: codeRememberingDevice,
    pickSms: { action: 'pick-sms' },
    resendCode: { action: 'resend-code' },
    tryAnotherMethod: { action: 'pick-authenticator' },
    getACall: { action: 'switch-to-voice' },
  },
});
export const mfaSmsEnrollment = /* @__PURE__ */ declareScreen('mfa-sms-enrollment', {
  data: { phone: 'string?' },
  actions: {
    pickCountryCode: { action: 'pick-country-code' },
    continueEnrollment: { action: 'default', fields: { phone: 'string', captcha: 'string?' } },
    tryAnotherMethod: { action: 'pick-authenticator' },
  },
});
export const mfaSmsList = /* @__PURE__ */ declareScreen('mfa-sms-list', {
  data: {},
  actions: {
    selectPhoneNumber: {
      fields: { index: 'number' },
      action: (payload) => `selection-action::${payload.index}`,
      transform: withinUserList('enrolled_phone_numbers'),
    },
    backAction: { action: 'back-action' },
  },
});
