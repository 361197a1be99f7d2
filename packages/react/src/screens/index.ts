/**
 * Every default screen, loaded on demand: a project's development entry renders whichever
 * screen the page context names without bundling the other 90 into its first chunk.
 * Generated with the screens (default-screens/codegen in @screenkit/core).
 */
import type { ScreenName } from '@screenkit/core';
import type { ComponentType } from 'react';

export const DEFAULT_SCREENS: Readonly<Record<ScreenName, () => Promise<ComponentType>>> = {
  login: () => import('./login.js').then((m) => m.LoginScreen),
  'login-id': () => import('./login-id.js').then((m) => m.LoginIdScreen),
  'login-password': () => import('./login-password.js').then((m) => m.LoginPasswordScreen),
  'login-passwordless-email-code': () =>
    import('./login-passwordless-email-code.js').then((m) => m.LoginPasswordlessEmailCodeScreen),
  'login-passwordless-email-link': () =>
    import('./login-passwordless-email-link.js').then((m) => m.LoginPasswordlessEmailLinkScreen),
  'login-passwordless-sms-otp': () =>
    import('./login-passwordless-sms-otp.js').then((m) => m.LoginPasswordlessSmsOtpScreen),
  'login-email-verification': () =>
    import('./login-email-verification.js').then((m) => m.LoginEmailVerificationScreen),
  signup: () => import('./signup.js').then((m) => m.SignupScreen),
  'signup-id': () => import('./signup-id.js').then((m) => m.SignupIdScreen),
  'signup-password': () => import('./signup-password.js').then((m) => m.SignupPasswordScreen),
  'phone-identifier-enrollment': () =>
    import('./phone-identifier-enrollment.js').then((m) => m.PhoneIdentifierEnrollmentScreen),
  'phone-identifier-challenge': () =>
    import('./phone-identifier-challenge.js').then((m) => m.PhoneIdentifierChallengeScreen),
  'email-identifier-challenge': () =>
    import('./email-identifier-challenge.js').then((m) => m.EmailIdentifierChallengeScreen),
  'reset-password': () => import('./reset-password.js').then((m) => m.ResetPasswordScreen),
  'reset-password-email': () =>
    import('./reset-password-email.js').then((m) => m.ResetPasswordEmailScreen),
  'reset-password-error': () =>
    import('./reset-password-error.js').then((m) => m.ResetPasswordErrorScreen),
  'reset-password-request': () =>
    import('./reset-password-request.js').then((m) => m.ResetPasswordRequestScreen),
  'reset-password-success': () =>
    import('./reset-password-success.js').then((m) => m.ResetPasswordSuccessScreen),
  'reset-password-mfa-email-challenge': () =>
    import('./reset-password-mfa-email-challenge.js').then(
      (m) => m.ResetPasswordMfaEmailChallengeScreen,
    ),
  'reset-password-mfa-otp-challenge': () =>
    import('./reset-password-mfa-otp-challenge.js').then(
      (m) => m.ResetPasswordMfaOtpChallengeScreen,
    ),
  'reset-password-mfa-phone-challenge': () =>
    import('./reset-password-mfa-phone-challenge.js').then(
      (m) => m.ResetPasswordMfaPhoneChallengeScreen,
    ),
  'reset-password-mfa-push-challenge-push': () =>
    import('./reset-password-mfa-push-challenge-push.js').then(
      (m) => m.ResetPasswordMfaPushChallengePushScreen,
    ),
  'reset-password-mfa-recovery-code-challenge': () =>
    import('./reset-password-mfa-recovery-code-challenge.js').then(
      (m) => m.ResetPasswordMfaRecoveryCodeChallengeScreen,
    ),
  'reset-password-mfa-sms-challenge': () =>
    import('./reset-password-mfa-sms-challenge.js').then(
      (m) => m.ResetPasswordMfaSmsChallengeScreen,
    ),
  'reset-password-mfa-voice-challenge': () =>
    import('./reset-password-mfa-voice-challenge.js').then(
      (m) => m.ResetPasswordMfaVoiceChallengeScreen,
    ),
  'reset-password-mfa-webauthn-platform-challenge': () =>
    import('./reset-password-mfa-webauthn-platform-challenge.js').then(
      (m) => m.ResetPasswordMfaWebauthnPlatformChallengeScreen,
    ),
  'reset-password-mfa-webauthn-roaming-challenge': () =>
    import('./reset-password-mfa-webauthn-roaming-challenge.js').then(
      (m) => m.ResetPasswordMfaWebauthnRoamingChallengeScreen,
    ),
  'custom-form': () => import('./custom-form.js').then((m) => m.CustomFormScreen),
  consent: () => import('./consent.js').then((m) => m.ConsentScreen),
  'consent-tenant-scopes': () =>
    import('./consent-tenant-scopes.js').then((m) => m.ConsentTenantScopesScreen),
  'customized-consent': () =>
    import('./customized-consent.js').then((m) => m.CustomizedConsentScreen),
  logout: () => import('./logout.js').then((m) => m.LogoutScreen),
  'logout-aborted': () => import('./logout-aborted.js').then((m) => m.LogoutAbortedScreen),
  'logout-complete': () => import('./logout-complete.js').then((m) => m.LogoutCompleteScreen),
  'mfa-push-challenge-push': () =>
    import('./mfa-push-challenge-push.js').then((m) => m.MfaPushChallengePushScreen),
  'mfa-push-enrollment-code': () =>
    import('./mfa-push-enrollment-code.js').then((m) => m.MfaPushEnrollmentCodeScreen),
  'mfa-push-enrollment-qr': () =>
    import('./mfa-push-enrollment-qr.js').then((m) => m.MfaPushEnrollmentQrScreen),
  'mfa-push-list': () => import('./mfa-push-list.js').then((m) => m.MfaPushListScreen),
  'mfa-push-success': () => import('./mfa-push-success.js').then((m) => m.MfaPushSuccessScreen),
  'mfa-push-welcome': () => import('./mfa-push-welcome.js').then((m) => m.MfaPushWelcomeScreen),
  'mfa-otp-challenge': () => import('./mfa-otp-challenge.js').then((m) => m.MfaOtpChallengeScreen),
  'mfa-otp-enrollment-code': () =>
    import('./mfa-otp-enrollment-code.js').then((m) => m.MfaOtpEnrollmentCodeScreen),
  'mfa-otp-enrollment-qr': () =>
    import('./mfa-otp-enrollment-qr.js').then((m) => m.MfaOtpEnrollmentQrScreen),
  'mfa-voice-challenge': () =>
    import('./mfa-voice-challenge.js').then((m) => m.MfaVoiceChallengeScreen),
  'mfa-voice-enrollment': () =>
    import('./mfa-voice-enrollment.js').then((m) => m.MfaVoiceEnrollmentScreen),
  'mfa-phone-challenge': () =>
    import('./mfa-phone-challenge.js').then((m) => m.MfaPhoneChallengeScreen),
  'mfa-phone-enrollment': () =>
    import('./mfa-phone-enrollment.js').then((m) => m.MfaPhoneEnrollmentScreen),
  'mfa-webauthn-change-key-nickname': () =>
    import('./mfa-webauthn-change-key-nickname.js').then(
      (m) => m.MfaWebauthnChangeKeyNicknameScreen,
    ),
  'mfa-webauthn-enrollment-success': () =>
    import('./mfa-webauthn-enrollment-success.js').then(
      (m) => m.MfaWebauthnEnrollmentSuccessScreen,
    ),
  'mfa-webauthn-error': () =>
    import('./mfa-webauthn-error.js').then((m) => m.MfaWebauthnErrorScreen),
  'mfa-webauthn-not-available-error': () =>
    import('./mfa-webauthn-not-available-error.js').then(
      (m) => m.MfaWebauthnNotAvailableErrorScreen,
    ),
  'mfa-webauthn-platform-challenge': () =>
    import('./mfa-webauthn-platform-challenge.js').then(
      (m) => m.MfaWebauthnPlatformChallengeScreen,
    ),
  'mfa-webauthn-platform-enrollment': () =>
    import('./mfa-webauthn-platform-enrollment.js').then(
      (m) => m.MfaWebauthnPlatformEnrollmentScreen,
    ),
  'mfa-webauthn-roaming-challenge': () =>
    import('./mfa-webauthn-roaming-challenge.js').then((m) => m.MfaWebauthnRoamingChallengeScreen),
  'mfa-webauthn-roaming-enrollment': () =>
    import('./mfa-webauthn-roaming-enrollment.js').then(
      (m) => m.MfaWebauthnRoamingEnrollmentScreen,
    ),
  'mfa-country-codes': () => import('./mfa-country-codes.js').then((m) => m.MfaCountryCodesScreen),
  'mfa-sms-challenge': () => import('./mfa-sms-challenge.js').then((m) => m.MfaSmsChallengeScreen),
  'mfa-sms-enrollment': () =>
    import('./mfa-sms-enrollment.js').then((m) => m.MfaSmsEnrollmentScreen),
  'mfa-sms-list': () => import('./mfa-sms-list.js').then((m) => m.MfaSmsListScreen),
  'mfa-email-challenge': () =>
    import('./mfa-email-challenge.js').then((m) => m.MfaEmailChallengeScreen),
  'mfa-email-list': () => import('./mfa-email-list.js').then((m) => m.MfaEmailListScreen),
  'mfa-recovery-code-challenge': () =>
    import('./mfa-recovery-code-challenge.js').then((m) => m.MfaRecoveryCodeChallengeScreen),
  'mfa-recovery-code-challenge-new-code': () =>
    import('./mfa-recovery-code-challenge-new-code.js').then(
      (m) => m.MfaRecoveryCodeChallengeNewCodeScreen,
    ),
  'mfa-recovery-code-enrollment': () =>
    import('./mfa-recovery-code-enrollment.js').then((m) => m.MfaRecoveryCodeEnrollmentScreen),
  'mfa-begin-enroll-options': () =>
    import('./mfa-begin-enroll-options.js').then((m) => m.MfaBeginEnrollOptionsScreen),
  'mfa-detect-browser-capabilities': () =>
    import('./mfa-detect-browser-capabilities.js').then(
      (m) => m.MfaDetectBrowserCapabilitiesScreen,
    ),
  'mfa-enroll-result': () => import('./mfa-enroll-result.js').then((m) => m.MfaEnrollResultScreen),
  'mfa-login-options': () => import('./mfa-login-options.js').then((m) => m.MfaLoginOptionsScreen),
  status: () => import('./status.js').then((m) => m.StatusScreen),
  'device-code-activation': () =>
    import('./device-code-activation.js').then((m) => m.DeviceCodeActivationScreen),
  'device-code-activation-allowed': () =>
    import('./device-code-activation-allowed.js').then((m) => m.DeviceCodeActivationAllowedScreen),
  'device-code-activation-denied': () =>
    import('./device-code-activation-denied.js').then((m) => m.DeviceCodeActivationDeniedScreen),
  'device-code-confirmation': () =>
    import('./device-code-confirmation.js').then((m) => m.DeviceCodeConfirmationScreen),
  'email-verification-result': () =>
    import('./email-verification-result.js').then((m) => m.EmailVerificationResultScreen),
  'email-otp-challenge': () =>
    import('./email-otp-challenge.js').then((m) => m.EmailOtpChallengeScreen),
  'organization-picker': () =>
    import('./organization-picker.js').then((m) => m.OrganizationPickerScreen),
  'organization-selection': () =>
    import('./organization-selection.js').then((m) => m.OrganizationSelectionScreen),
  'pre-login-organization-picker': () =>
    import('./pre-login-organization-picker.js').then((m) => m.PreLoginOrganizationPickerScreen),
  'accept-invitation': () => import('./accept-invitation.js').then((m) => m.AcceptInvitationScreen),
  'redeem-ticket': () => import('./redeem-ticket.js').then((m) => m.RedeemTicketScreen),
  'passkey-enrollment': () =>
    import('./passkey-enrollment.js').then((m) => m.PasskeyEnrollmentScreen),
  'passkey-enrollment-local': () =>
    import('./passkey-enrollment-local.js').then((m) => m.PasskeyEnrollmentLocalScreen),
  'interstitial-captcha': () =>
    import('./interstitial-captcha.js').then((m) => m.InterstitialCaptchaScreen),
  'brute-force-protection-unblock': () =>
    import('./brute-force-protection-unblock.js').then((m) => m.BruteForceProtectionUnblockScreen),
  'brute-force-protection-unblock-failure': () =>
    import('./brute-force-protection-unblock-failure.js').then(
      (m) => m.BruteForceProtectionUnblockFailureScreen,
    ),
  'brute-force-protection-unblock-success': () =>
    import('./brute-force-protection-unblock-success.js').then(
      (m) => m.BruteForceProtectionUnblockSuccessScreen,
    ),
  'async-approval-accepted': () =>
    import('./async-approval-accepted.js').then((m) => m.AsyncApprovalAcceptedScreen),
  'async-approval-denied': () =>
    import('./async-approval-denied.js').then((m) => m.AsyncApprovalDeniedScreen),
  'async-approval-error': () =>
    import('./async-approval-error.js').then((m) => m.AsyncApprovalErrorScreen),
  'async-approval-wrong-user': () =>
    import('./async-approval-wrong-user.js').then((m) => m.AsyncApprovalWrongUserScreen),
  confirmation: () => import('./confirmation.js').then((m) => m.ConfirmationScreen),
};
