// Every screen's declaration by name. `satisfies` makes a screen added to the catalogue without a
// declaration a type error. Importing this map pulls in every screen: pages that want one screen
// import its prompt module (`@screenkit/core/screens/<prompt>`) instead.
import type { ScreenName } from '../../catalogue/catalogue.js';
import type { ScreenDeclaration } from '../declaration.js';
import {
  asyncApprovalAccepted,
  asyncApprovalDenied,
  asyncApprovalError,
  asyncApprovalWrongUser,
} from './async-approval-flow.js';
import {
  bruteForceProtectionUnblock,
  bruteForceProtectionUnblockFailure,
  bruteForceProtectionUnblockSuccess,
} from './brute-force-protection.js';
import { interstitialCaptcha } from './captcha.js';
import { redeemTicket } from './common.js';
import { confirmation } from './confirmation.js';
import { consent, consentTenantScopes } from './consent.js';
import { customForm } from './custom-form.js';
import { customizedConsent } from './customized-consent.js';
import {
  deviceCodeActivation,
  deviceCodeActivationAllowed,
  deviceCodeActivationDenied,
  deviceCodeConfirmation,
} from './device-flow.js';
import { emailIdentifierChallenge } from './email-identifier-challenge.js';
import { emailOtpChallenge } from './email-otp-challenge.js';
import { emailVerificationResult } from './email-verification.js';
import { acceptInvitation } from './invitation.js';
import { login } from './login.js';
import { loginEmailVerification } from './login-email-verification.js';
import { loginId } from './login-id.js';
import { loginPassword } from './login-password.js';
import {
  loginPasswordlessEmailCode,
  loginPasswordlessEmailLink,
  loginPasswordlessSmsOtp,
} from './login-passwordless.js';
import { logout, logoutAborted, logoutComplete } from './logout.js';
import {
  mfaBeginEnrollOptions,
  mfaDetectBrowserCapabilities,
  mfaEnrollResult,
  mfaLoginOptions,
} from './mfa.js';
import { mfaEmailChallenge, mfaEmailList } from './mfa-email.js';
import { mfaOtpChallenge, mfaOtpEnrollmentCode, mfaOtpEnrollmentQr } from './mfa-otp.js';
import { mfaPhoneChallenge, mfaPhoneEnrollment } from './mfa-phone.js';
import {
  mfaPushChallengePush,
  mfaPushEnrollmentCode,
  mfaPushEnrollmentQr,
  mfaPushList,
  mfaPushSuccess,
  mfaPushWelcome,
} from './mfa-push.js';
import {
  mfaRecoveryCodeChallenge,
  mfaRecoveryCodeChallengeNewCode,
  mfaRecoveryCodeEnrollment,
} from './mfa-recovery-code.js';
import { mfaCountryCodes, mfaSmsChallenge, mfaSmsEnrollment, mfaSmsList } from './mfa-sms.js';
import { mfaVoiceChallenge, mfaVoiceEnrollment } from './mfa-voice.js';
import {
  mfaWebauthnChangeKeyNickname,
  mfaWebauthnEnrollmentSuccess,
  mfaWebauthnError,
  mfaWebauthnNotAvailableError,
  mfaWebauthnPlatformChallenge,
  mfaWebauthnPlatformEnrollment,
  mfaWebauthnRoamingChallenge,
  mfaWebauthnRoamingEnrollment,
} from './mfa-webauthn.js';
import {
  organizationPicker,
  organizationSelection,
  preLoginOrganizationPicker,
} from './organizations.js';
import { passkeyEnrollment, passkeyEnrollmentLocal } from './passkeys.js';
import { phoneIdentifierChallenge } from './phone-identifier-challenge.js';
import { phoneIdentifierEnrollment } from './phone-identifier-enrollment.js';
import {
  resetPassword,
  resetPasswordEmail,
  resetPasswordError,
  resetPasswordMfaEmailChallenge,
  resetPasswordMfaOtpChallenge,
  resetPasswordMfaPhoneChallenge,
  resetPasswordMfaPushChallengePush,
  resetPasswordMfaRecoveryCodeChallenge,
  resetPasswordMfaSmsChallenge,
  resetPasswordMfaVoiceChallenge,
  resetPasswordMfaWebauthnPlatformChallenge,
  resetPasswordMfaWebauthnRoamingChallenge,
  resetPasswordRequest,
  resetPasswordSuccess,
} from './reset-password.js';
import { signup } from './signup.js';
import { signupId } from './signup-id.js';
import { signupPassword } from './signup-password.js';
import { status } from './status.js';

export const DECLARATIONS = {
  'async-approval-accepted': asyncApprovalAccepted,
  'async-approval-denied': asyncApprovalDenied,
  'async-approval-error': asyncApprovalError,
  'async-approval-wrong-user': asyncApprovalWrongUser,
  'brute-force-protection-unblock': bruteForceProtectionUnblock,
  'brute-force-protection-unblock-failure': bruteForceProtectionUnblockFailure,
  'brute-force-protection-unblock-success': bruteForceProtectionUnblockSuccess,
  'interstitial-captcha': interstitialCaptcha,
  'redeem-ticket': redeemTicket,
  confirmation: confirmation,
  consent: consent,
  'consent-tenant-scopes': consentTenantScopes,
  'custom-form': customForm,
  'customized-consent': customizedConsent,
  'device-code-activation': deviceCodeActivation,
  'device-code-activation-allowed': deviceCodeActivationAllowed,
  'device-code-activation-denied': deviceCodeActivationDenied,
  'device-code-confirmation': deviceCodeConfirmation,
  'email-identifier-challenge': emailIdentifierChallenge,
  'email-otp-challenge': emailOtpChallenge,
  'email-verification-result': emailVerificationResult,
  'accept-invitation': acceptInvitation,
  'login-email-verification': loginEmailVerification,
  'login-id': loginId,
  'login-password': loginPassword,
  'login-passwordless-email-code': loginPasswordlessEmailCode,
  'login-passwordless-email-link': loginPasswordlessEmailLink,
  'login-passwordless-sms-otp': loginPasswordlessSmsOtp,
  login: login,
  logout: logout,
  'logout-aborted': logoutAborted,
  'logout-complete': logoutComplete,
  'mfa-email-challenge': mfaEmailChallenge,
  'mfa-email-list': mfaEmailList,
  'mfa-otp-challenge': mfaOtpChallenge,
  'mfa-otp-enrollment-code': mfaOtpEnrollmentCode,
  'mfa-otp-enrollment-qr': mfaOtpEnrollmentQr,
  'mfa-phone-challenge': mfaPhoneChallenge,
  'mfa-phone-enrollment': mfaPhoneEnrollment,
  'mfa-push-challenge-push': mfaPushChallengePush,
  'mfa-push-enrollment-code': mfaPushEnrollmentCode,
  'mfa-push-enrollment-qr': mfaPushEnrollmentQr,
  'mfa-push-list': mfaPushList,
  'mfa-push-success': mfaPushSuccess,
  'mfa-push-welcome': mfaPushWelcome,
  'mfa-recovery-code-challenge': mfaRecoveryCodeChallenge,
  'mfa-recovery-code-challenge-new-code': mfaRecoveryCodeChallengeNewCode,
  'mfa-recovery-code-enrollment': mfaRecoveryCodeEnrollment,
  'mfa-country-codes': mfaCountryCodes,
  'mfa-sms-challenge': mfaSmsChallenge,
  'mfa-sms-enrollment': mfaSmsEnrollment,
  'mfa-sms-list': mfaSmsList,
  'mfa-voice-challenge': mfaVoiceChallenge,
  'mfa-voice-enrollment': mfaVoiceEnrollment,
  'mfa-webauthn-change-key-nickname': mfaWebauthnChangeKeyNickname,
  'mfa-webauthn-enrollment-success': mfaWebauthnEnrollmentSuccess,
  'mfa-webauthn-error': mfaWebauthnError,
  'mfa-webauthn-not-available-error': mfaWebauthnNotAvailableError,
  'mfa-webauthn-platform-challenge': mfaWebauthnPlatformChallenge,
  'mfa-webauthn-platform-enrollment': mfaWebauthnPlatformEnrollment,
  'mfa-webauthn-roaming-challenge': mfaWebauthnRoamingChallenge,
  'mfa-webauthn-roaming-enrollment': mfaWebauthnRoamingEnrollment,
  'mfa-begin-enroll-options': mfaBeginEnrollOptions,
  'mfa-detect-browser-capabilities': mfaDetectBrowserCapabilities,
  'mfa-enroll-result': mfaEnrollResult,
  'mfa-login-options': mfaLoginOptions,
  'organization-picker': organizationPicker,
  'organization-selection': organizationSelection,
  'pre-login-organization-picker': preLoginOrganizationPicker,
  'passkey-enrollment': passkeyEnrollment,
  'passkey-enrollment-local': passkeyEnrollmentLocal,
  'phone-identifier-challenge': phoneIdentifierChallenge,
  'phone-identifier-enrollment': phoneIdentifierEnrollment,
  'reset-password-request': resetPasswordRequest,
  'reset-password-email': resetPasswordEmail,
  'reset-password': resetPassword,
  'reset-password-error': resetPasswordError,
  'reset-password-success': resetPasswordSuccess,
  'reset-password-mfa-email-challenge': resetPasswordMfaEmailChallenge,
  'reset-password-mfa-otp-challenge': resetPasswordMfaOtpChallenge,
  'reset-password-mfa-phone-challenge': resetPasswordMfaPhoneChallenge,
  'reset-password-mfa-push-challenge-push': resetPasswordMfaPushChallengePush,
  'reset-password-mfa-recovery-code-challenge': resetPasswordMfaRecoveryCodeChallenge,
  'reset-password-mfa-sms-challenge': resetPasswordMfaSmsChallenge,
  'reset-password-mfa-voice-challenge': resetPasswordMfaVoiceChallenge,
  'reset-password-mfa-webauthn-platform-challenge': resetPasswordMfaWebauthnPlatformChallenge,
  'reset-password-mfa-webauthn-roaming-challenge': resetPasswordMfaWebauthnRoamingChallenge,
  'signup-id': signupId,
  'signup-password': signupPassword,
  signup: signup,
  status: status,
} as const satisfies { readonly [S in ScreenName]: ScreenDeclaration<S> };

export type Declarations = typeof DECLARATIONS;
