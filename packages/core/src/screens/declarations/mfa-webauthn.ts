// Prompt `mfa-webauthn`: security keys (roaming) and device biometrics (platform).

import { PASSKEY } from '../../catalogue/shared-shapes.js';
import type { Payload } from '../../form/payload.js';
import { declareScreen } from '../declaration.js';
import { at } from '../parts.js';
import {
  rememberBrowserIfShown,
  webauthnAssertion,
  webauthnAttestation,
  webauthnErrorAction,
  webauthnErrorReport,
  withoutError,
} from './payload-rewrites.js';
import { publicKey } from './views.js';

const ROAMING = '/u/mfa-webauthn-challenge';

// The roaming challenge reports only these parts of the browser's error, in this order.
function reportedError({ error, ...rest }: Payload): Payload {
  const { name, message, code, type } = (error ?? {}) as Record<string, unknown>;
  return { ...rest, error: { name, message, code, type } };
}

export const mfaWebauthnChangeKeyNickname = /* @__PURE__ */ declareScreen(
  'mfa-webauthn-change-key-nickname',
  {
    data: { nickname: 'string?' },
    actions: { continueWithNewNickname: { action: 'default', fields: { nickname: 'string' } } },
  },
);
export const mfaWebauthnEnrollmentSuccess = /* @__PURE__ */ declareScreen(
  'mfa-webauthn-enrollment-success',
  {
    data: { nickname: 'string?', webauthnType: 'string?' },
    views: { data: { webAuthnType: 'webauthnType' } },
    actions: { continue: { action: 'default' } },
  },
);
export const mfaWebauthnError = /* @__PURE__ */ declareScreen('mfa-webauthn-error', {
  data: { errorType: 'string?', webauthnType: 'string?' },
  views: { data: { webAuthnType: 'webauthnType' } },
  actions: {
    tryAgain: { action: 'tryagain' },
    usePassword: { action: 'use-password' },
    tryAnotherMethod: { action: 'pick-authenticator' },
    noThanks: { action: 'refuse-add-device' },
  },
});
// The not-available page posts its way out to the enrollment route.
export const mfaWebauthnNotAvailableError = /* @__PURE__ */ declareScreen(
  'mfa-webauthn-not-available-error',
  {
    data: {},
    actions: {
      tryAnotherMethod: { action: 'pick-authenticator', route: '/u/mfa-webauthn-enrollment' },
    },
  },
);
export const mfaWebauthnPlatformChallenge = /* @__PURE__ */ declareScreen(
  'mfa-webauthn-platform-challenge',
  {
    data: { ...PASSKEY, show_remember_device: 'boolean?' },
    views: { screen: { publicKey }, data: { showRememberDevice: 'show_remember_device' } },
    actions: {
      verify: {
        action: 'default',
        fields: { rememberDevice: 'boolean?' },
        transform: rememberBrowserIfShown,
        browser: webauthnAssertion,
      },
      reportBrowserError: webauthnErrorReport,
      tryAnotherMethod: { action: 'pick-authenticator' },
    },
  },
);
export const mfaWebauthnPlatformEnrollment = /* @__PURE__ */ declareScreen(
  'mfa-webauthn-platform-enrollment',
  {
    data: PASSKEY,
    views: { screen: { publicKey } },
    actions: {
      submitPasskeyCredential: {
        action: 'default',
        browser: webauthnAttestation,
      },
      reportBrowserError: webauthnErrorReport,
      snoozeEnrollment: { action: 'snooze-enrollment' },
      refuseEnrollmentOnThisDevice: { action: 'refuse-add-device' },
      tryAnotherMethod: { action: 'pick-authenticator' },
    },
  },
);
export const mfaWebauthnRoamingChallenge = /* @__PURE__ */ declareScreen(
  'mfa-webauthn-roaming-challenge',
  {
    data: { ...PASSKEY, show_remember_device: 'boolean?', webauthnType: 'string?' },
    views: {
      screen: { publicKey },
      data: { showRememberDevice: 'show_remember_device', webAuthnType: 'webauthnType' },
    },
    actions: {
      verify: {
        action: 'default',
        fields: { rememberDevice: 'boolean?' },
        transform: rememberBrowserIfShown,
        browser: webauthnAssertion,
        route: ROAMING,
      },
      reportWebAuthnError: {
        fields: { error: 'object' },
        action: (payload) => webauthnErrorAction(reportedError(payload)),
        transform: withoutError,
        route: ROAMING,
      },
      tryAnotherMethod: { action: 'pick-authenticator', route: ROAMING },
    },
  },
);
export const mfaWebauthnRoamingEnrollment = /* @__PURE__ */ declareScreen(
  'mfa-webauthn-roaming-enrollment',
  {
    data: { ...PASSKEY, webauthnType: 'string?' },
    views: { screen: { publicKey, webAuthnType: at<string>('screen.data.webauthnType') } },
    actions: {
      enroll: {
        action: 'default',
        browser: webauthnAttestation,
      },
      showError: webauthnErrorReport,
      tryAnotherMethod: { action: 'pick-authenticator' },
    },
  },
);
