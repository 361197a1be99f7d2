// Prompt `reset-password`: request, email sent, new password, the MFA challenges on the way, result.

import { CONNECTION, PASSKEY } from '../../catalogue/shared-shapes.js';
import type { Payload } from '../../form/payload.js';
import type { ActionScope } from '../declaration.js';
import { declareScreen } from '../declaration.js';
import { loginIdentifiers, passwordValidation, pollingManager, resendManager } from './members.js';
import {
  hasFlexibleIdentifier,
  rememberBrowserIfShown,
  webauthnAssertion,
  webauthnErrorAction,
  webauthnErrorReport,
  withoutError,
} from './payload-rewrites.js';
import {
  loginIdentifierTypes,
  passwordComplexityPolicy,
  passwordPolicy,
  publicKey,
  requiredIdentifiers,
} from './views.js';

// Without a flexible identifier the endpoint reads the identifier as `email`.
function identifierField(payload: Payload, scope: ActionScope): Payload {
  if (hasFlexibleIdentifier(scope.transaction)) return payload;
  const { username, ...rest } = payload;
  return { ...rest, email: username };
}

export const resetPasswordRequest = /* @__PURE__ */ declareScreen('reset-password-request', {
  data: { phone: 'string?', email: 'string?', username: 'string?' },
  transaction: CONNECTION,
  views: {
    transaction: {
      allowedIdentifiers: loginIdentifierTypes,
      requiredIdentifiers,
      hasFlexibleIdentifier: (c) => hasFlexibleIdentifier(c.transaction),
    },
  },
  members: {
    getLoginIdentifiers: loginIdentifiers(),
  },
  actions: {
    resetPassword: {
      fields: { username: 'string', captcha: 'string?' },
      transform: identifierField,
    },
    backToLogin: { action: 'back-to-login' },
  },
});
export const resetPasswordEmail = /* @__PURE__ */ declareScreen('reset-password-email', {
  data: { username: 'string?', email: 'string?', resendLimitReached: 'boolean?' },
  actions: { resendEmail: { action: 'resend-email-action' } },
});
export const resetPassword = /* @__PURE__ */ declareScreen('reset-password', {
  data: { username: 'string?' },
  transaction: CONNECTION,
  views: { transaction: { passwordPolicy, passwordComplexityPolicy } },
  members: {
    validatePassword: passwordValidation(),
  },
  actions: {
    resetPassword: { fields: { 'password-reset': 'string', 're-enter-password': 'string' } },
  },
});
export const resetPasswordError = /* @__PURE__ */ declareScreen('reset-password-error', {
  data: { username: 'string?', errorType: 'string?' },
  actions: {},
});
export const resetPasswordSuccess = /* @__PURE__ */ declareScreen('reset-password-success', {
  data: {},
  actions: {},
});

export const resetPasswordMfaEmailChallenge = /* @__PURE__ */ declareScreen(
  'reset-password-mfa-email-challenge',
  {
    data: { email: 'string?', resendLimitReached: 'boolean?' },
    members: { resendManager: resendManager('resendCode') },
    actions: {
      continue: { action: 'default', fields: { code: 'string' } },
      resendCode: { action: 'resend-code' },
      tryAnotherMethod: { action: 'pick-authenticator' },
    },
  },
);
export const resetPasswordMfaOtpChallenge = /* @__PURE__ */ declareScreen(
  'reset-password-mfa-otp-challenge',
  {
    data: {},
    actions: {
      continue: { action: 'default', fields: { code: 'string' } },
      tryAnotherMethod: { action: 'pick-authenticator' },
    },
  },
);
// The phone challenge posts to the MFA phone route, not the reset-password one.
export const resetPasswordMfaPhoneChallenge = /* @__PURE__ */ declareScreen(
  'reset-password-mfa-phone-challenge',
  {
    data: { phone_number: 'string?' },
    views: { data: { phoneNumber: 'phone_number' } },
    actions: {
      continue: { action: 'default', fields: { type: 'string' }, route: '/u/mfa-phone-challenge' },
      tryAnotherMethod: { action: 'pick-authenticator', route: '/u/mfa-phone-challenge' },
    },
  },
);
export const resetPasswordMfaPushChallengePush = /* @__PURE__ */ declareScreen(
  'reset-password-mfa-push-challenge-push',
  {
    data: { device_name: 'string?' },
    views: { data: { deviceName: 'device_name' } },
    members: { pollingManager: pollingManager() },
    actions: {
      continue: {},
      resendPushNotification: { action: 'resend' },
      enterCodeManually: { action: 'enter-otp-code' },
      tryAnotherMethod: { action: 'pick-authenticator' },
    },
  },
);
export const resetPasswordMfaRecoveryCodeChallenge = /* @__PURE__ */ declareScreen(
  'reset-password-mfa-recovery-code-challenge',
  {
    data: {},
    actions: {
      continue: { action: 'default', args: ['code'], fields: { code: 'string' } },
      tryAnotherMethod: { action: 'pick-authenticator' },
    },
  },
);
export const resetPasswordMfaSmsChallenge = /* @__PURE__ */ declareScreen(
  'reset-password-mfa-sms-challenge',
  {
    data: { phone_number: 'string?', show_link_voice: 'boolean?', resendLimitReached: 'boolean?' },
    views: { data: { phoneNumber: 'phone_number', showLinkVoice: 'show_link_voice' } },
    members: { resendManager: resendManager('resendCode') },
    actions: {
      continueMfaSmsChallenge: { action: 'default', fields: { code: 'string' } },
      resendCode: { action: 'resend-code' },
      tryAnotherMethod: { action: 'pick-authenticator' },
      getACall: { action: 'switch-to-voice' },
    },
  },
);
export const resetPasswordMfaVoiceChallenge = /* @__PURE__ */ declareScreen(
  'reset-password-mfa-voice-challenge',
  {
    data: { phone_number: 'string?', show_link_sms: 'boolean?', resendLimitReached: 'boolean?' },
    views: { data: { phoneNumber: 'phone_number', showLinkSms: 'show_link_sms' } },
    members: { resendManager: resendManager('resendCode') },
    actions: {
      continue: { action: 'default', fields: { code: 'string' } },
      switchToSms: { action: 'switch-to-sms' },
      resendCode: { action: 'resend-code' },
      tryAnotherMethod: { action: 'pick-authenticator' },
    },
  },
);
// The WebAuthn challenges post to the MFA WebAuthn routes.
const PLATFORM = '/u/mfa-webauthn-platform-challenge';
export const resetPasswordMfaWebauthnPlatformChallenge = /* @__PURE__ */ declareScreen(
  'reset-password-mfa-webauthn-platform-challenge',
  {
    data: { ...PASSKEY, show_remember_device: 'boolean?' },
    views: { screen: { publicKey }, data: { showRememberDevice: 'show_remember_device' } },
    actions: {
      continueWithPasskey: {
        action: 'default',
        fields: { rememberDevice: 'boolean?' },
        transform: rememberBrowserIfShown,
        browser: webauthnAssertion,
        route: PLATFORM,
      },
      reportBrowserError: { ...webauthnErrorReport, route: PLATFORM },
      tryAnotherMethod: { action: 'pick-authenticator', route: PLATFORM },
    },
  },
);
const ROAMING = '/u/mfa-webauthn-challenge';
export const resetPasswordMfaWebauthnRoamingChallenge = /* @__PURE__ */ declareScreen(
  'reset-password-mfa-webauthn-roaming-challenge',
  {
    data: { ...PASSKEY, show_remember_device: 'boolean?' },
    views: { screen: { publicKey }, data: { showRememberDevice: 'show_remember_device' } },
    actions: {
      useSecurityKey: {
        action: 'default',
        fields: { rememberDevice: 'boolean?' },
        transform: rememberBrowserIfShown,
        browser: webauthnAssertion,
        route: ROAMING,
      },
      showError: {
        action: webauthnErrorAction,
        fields: { error: 'object', rememberDevice: 'boolean?' },
        transform: (payload, scope) => withoutError(rememberBrowserIfShown(payload, scope)),
        route: ROAMING,
      },
      tryAnotherMethod: {
        action: 'pick-authenticator',
        fields: { rememberDevice: 'boolean?' },
        transform: rememberBrowserIfShown,
        route: ROAMING,
      },
    },
  },
);
