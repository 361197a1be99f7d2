/**
 * Every default screen, loaded on demand: a project's development entry renders whichever
 * screen the page context names without bundling the other 90 into its first chunk.
 * Generated with the screens (default-screens/codegen in @screenkit/core).
 */
import type { ScreenName } from '../../catalogue/catalogue.js';
import type { MountedScreen } from '../index.js';

export const DEFAULT_SCREENS: Readonly<
  Record<ScreenName, () => Promise<(root: HTMLElement) => MountedScreen>>
> = {
  login: () => import('./login.js').then((m) => m.renderLoginScreen),
  'login-id': () => import('./login-id.js').then((m) => m.renderLoginIdScreen),
  'login-password': () => import('./login-password.js').then((m) => m.renderLoginPasswordScreen),
  'login-passwordless-email-code': () =>
    import('./login-passwordless-email-code.js').then(
      (m) => m.renderLoginPasswordlessEmailCodeScreen,
    ),
  'login-passwordless-email-link': () =>
    import('./login-passwordless-email-link.js').then(
      (m) => m.renderLoginPasswordlessEmailLinkScreen,
    ),
  'login-passwordless-sms-otp': () =>
    import('./login-passwordless-sms-otp.js').then((m) => m.renderLoginPasswordlessSmsOtpScreen),
  'login-email-verification': () =>
    import('./login-email-verification.js').then((m) => m.renderLoginEmailVerificationScreen),
  signup: () => import('./signup.js').then((m) => m.renderSignupScreen),
  'signup-id': () => import('./signup-id.js').then((m) => m.renderSignupIdScreen),
  'signup-password': () => import('./signup-password.js').then((m) => m.renderSignupPasswordScreen),
  'phone-identifier-enrollment': () =>
    import('./phone-identifier-enrollment.js').then((m) => m.renderPhoneIdentifierEnrollmentScreen),
  'phone-identifier-challenge': () =>
    import('./phone-identifier-challenge.js').then((m) => m.renderPhoneIdentifierChallengeScreen),
  'email-identifier-challenge': () =>
    import('./email-identifier-challenge.js').then((m) => m.renderEmailIdentifierChallengeScreen),
  'reset-password': () => import('./reset-password.js').then((m) => m.renderResetPasswordScreen),
  'reset-password-email': () =>
    import('./reset-password-email.js').then((m) => m.renderResetPasswordEmailScreen),
  'reset-password-error': () =>
    import('./reset-password-error.js').then((m) => m.renderResetPasswordErrorScreen),
  'reset-password-request': () =>
    import('./reset-password-request.js').then((m) => m.renderResetPasswordRequestScreen),
  'reset-password-success': () =>
    import('./reset-password-success.js').then((m) => m.renderResetPasswordSuccessScreen),
  'reset-password-mfa-email-challenge': () =>
    import('./reset-password-mfa-email-challenge.js').then(
      (m) => m.renderResetPasswordMfaEmailChallengeScreen,
    ),
  'reset-password-mfa-otp-challenge': () =>
    import('./reset-password-mfa-otp-challenge.js').then(
      (m) => m.renderResetPasswordMfaOtpChallengeScreen,
    ),
  'reset-password-mfa-phone-challenge': () =>
    import('./reset-password-mfa-phone-challenge.js').then(
      (m) => m.renderResetPasswordMfaPhoneChallengeScreen,
    ),
  'reset-password-mfa-push-challenge-push': () =>
    import('./reset-password-mfa-push-challenge-push.js').then(
      (m) => m.renderResetPasswordMfaPushChallengePushScreen,
    ),
  'reset-password-mfa-recovery-code-challenge': () =>
    import('./reset-password-mfa-recovery-code-challenge.js').then(
      (m) => m.renderResetPasswordMfaRecoveryCodeChallengeScreen,
    ),
  'reset-password-mfa-sms-challenge': () =>
    import('./reset-password-mfa-sms-challenge.js').then(
      (m) => m.renderResetPasswordMfaSmsChallengeScreen,
    ),
  'reset-password-mfa-voice-challenge': () =>
    import('./reset-password-mfa-voice-challenge.js').then(
      (m) => m.renderResetPasswordMfaVoiceChallengeScreen,
    ),
  'reset-password-mfa-webauthn-platform-challenge': () =>
    import('./reset-password-mfa-webauthn-platform-challenge.js').then(
      (m) => m.renderResetPasswordMfaWebauthnPlatformChallengeScreen,
    ),
  'reset-password-mfa-webauthn-roaming-challenge': () =>
    import('./reset-password-mfa-webauthn-roaming-challenge.js').then(
      (m) => m.renderResetPasswordMfaWebauthnRoamingChallengeScreen,
    ),
  'custom-form': () => import('./custom-form.js').then((m) => m.renderCustomFormScreen),
  consent: () => import('./consent.js').then((m) => m.renderConsentScreen),
  'consent-tenant-scopes': () =>
    import('./consent-tenant-scopes.js').then((m) => m.renderConsentTenantScopesScreen),
  'customized-consent': () =>
    import('./customized-consent.js').then((m) => m.renderCustomizedConsentScreen),
  logout: () => import('./logout.js').then((m) => m.renderLogoutScreen),
  'logout-aborted': () => import('./logout-aborted.js').then((m) => m.renderLogoutAbortedScreen),
  'logout-complete': () => import('./logout-complete.js').then((m) => m.renderLogoutCompleteScreen),
  'mfa-push-challenge-push': () =>
    import('./mfa-push-challenge-push.js').then((m) => m.renderMfaPushChallengePushScreen),
  'mfa-push-enrollment-code': () =>
    import('./mfa-push-enrollment-code.js').then((m) => m.renderMfaPushEnrollmentCodeScreen),
  'mfa-push-enrollment-qr': () =>
    import('./mfa-push-enrollment-qr.js').then((m) => m.renderMfaPushEnrollmentQrScreen),
  'mfa-push-list': () => import('./mfa-push-list.js').then((m) => m.renderMfaPushListScreen),
  'mfa-push-success': () =>
    import('./mfa-push-success.js').then((m) => m.renderMfaPushSuccessScreen),
  'mfa-push-welcome': () =>
    import('./mfa-push-welcome.js').then((m) => m.renderMfaPushWelcomeScreen),
  'mfa-otp-challenge': () =>
    import('./mfa-otp-challenge.js').then((m) => m.renderMfaOtpChallengeScreen),
  'mfa-otp-enrollment-code': () =>
    import('./mfa-otp-enrollment-code.js').then((m) => m.renderMfaOtpEnrollmentCodeScreen),
  'mfa-otp-enrollment-qr': () =>
    import('./mfa-otp-enrollment-qr.js').then((m) => m.renderMfaOtpEnrollmentQrScreen),
  'mfa-voice-challenge': () =>
    import('./mfa-voice-challenge.js').then((m) => m.renderMfaVoiceChallengeScreen),
  'mfa-voice-enrollment': () =>
    import('./mfa-voice-enrollment.js').then((m) => m.renderMfaVoiceEnrollmentScreen),
  'mfa-phone-challenge': () =>
    import('./mfa-phone-challenge.js').then((m) => m.renderMfaPhoneChallengeScreen),
  'mfa-phone-enrollment': () =>
    import('./mfa-phone-enrollment.js').then((m) => m.renderMfaPhoneEnrollmentScreen),
  'mfa-webauthn-change-key-nickname': () =>
    import('./mfa-webauthn-change-key-nickname.js').then(
      (m) => m.renderMfaWebauthnChangeKeyNicknameScreen,
    ),
  'mfa-webauthn-enrollment-success': () =>
    import('./mfa-webauthn-enrollment-success.js').then(
      (m) => m.renderMfaWebauthnEnrollmentSuccessScreen,
    ),
  'mfa-webauthn-error': () =>
    import('./mfa-webauthn-error.js').then((m) => m.renderMfaWebauthnErrorScreen),
  'mfa-webauthn-not-available-error': () =>
    import('./mfa-webauthn-not-available-error.js').then(
      (m) => m.renderMfaWebauthnNotAvailableErrorScreen,
    ),
  'mfa-webauthn-platform-challenge': () =>
    import('./mfa-webauthn-platform-challenge.js').then(
      (m) => m.renderMfaWebauthnPlatformChallengeScreen,
    ),
  'mfa-webauthn-platform-enrollment': () =>
    import('./mfa-webauthn-platform-enrollment.js').then(
      (m) => m.renderMfaWebauthnPlatformEnrollmentScreen,
    ),
  'mfa-webauthn-roaming-challenge': () =>
    import('./mfa-webauthn-roaming-challenge.js').then(
      (m) => m.renderMfaWebauthnRoamingChallengeScreen,
    ),
  'mfa-webauthn-roaming-enrollment': () =>
    import('./mfa-webauthn-roaming-enrollment.js').then(
      (m) => m.renderMfaWebauthnRoamingEnrollmentScreen,
    ),
  'mfa-country-codes': () =>
    import('./mfa-country-codes.js').then((m) => m.renderMfaCountryCodesScreen),
  'mfa-sms-challenge': () =>
    import('./mfa-sms-challenge.js').then((m) => m.renderMfaSmsChallengeScreen),
  'mfa-sms-enrollment': () =>
    import('./mfa-sms-enrollment.js').then((m) => m.renderMfaSmsEnrollmentScreen),
  'mfa-sms-list': () => import('./mfa-sms-list.js').then((m) => m.renderMfaSmsListScreen),
  'mfa-email-challenge': () =>
    import('./mfa-email-challenge.js').then((m) => m.renderMfaEmailChallengeScreen),
  'mfa-email-list': () => import('./mfa-email-list.js').then((m) => m.renderMfaEmailListScreen),
  'mfa-recovery-code-challenge': () =>
    import('./mfa-recovery-code-challenge.js').then((m) => m.renderMfaRecoveryCodeChallengeScreen),
  'mfa-recovery-code-challenge-new-code': () =>
    import('./mfa-recovery-code-challenge-new-code.js').then(
      (m) => m.renderMfaRecoveryCodeChallengeNewCodeScreen,
    ),
  'mfa-recovery-code-enrollment': () =>
    import('./mfa-recovery-code-enrollment.js').then(
      (m) => m.renderMfaRecoveryCodeEnrollmentScreen,
    ),
  'mfa-begin-enroll-options': () =>
    import('./mfa-begin-enroll-options.js').then((m) => m.renderMfaBeginEnrollOptionsScreen),
  'mfa-detect-browser-capabilities': () =>
    import('./mfa-detect-browser-capabilities.js').then(
      (m) => m.renderMfaDetectBrowserCapabilitiesScreen,
    ),
  'mfa-enroll-result': () =>
    import('./mfa-enroll-result.js').then((m) => m.renderMfaEnrollResultScreen),
  'mfa-login-options': () =>
    import('./mfa-login-options.js').then((m) => m.renderMfaLoginOptionsScreen),
  status: () => import('./status.js').then((m) => m.renderStatusScreen),
  'device-code-activation': () =>
    import('./device-code-activation.js').then((m) => m.renderDeviceCodeActivationScreen),
  'device-code-activation-allowed': () =>
    import('./device-code-activation-allowed.js').then(
      (m) => m.renderDeviceCodeActivationAllowedScreen,
    ),
  'device-code-activation-denied': () =>
    import('./device-code-activation-denied.js').then(
      (m) => m.renderDeviceCodeActivationDeniedScreen,
    ),
  'device-code-confirmation': () =>
    import('./device-code-confirmation.js').then((m) => m.renderDeviceCodeConfirmationScreen),
  'email-verification-result': () =>
    import('./email-verification-result.js').then((m) => m.renderEmailVerificationResultScreen),
  'email-otp-challenge': () =>
    import('./email-otp-challenge.js').then((m) => m.renderEmailOtpChallengeScreen),
  'organization-picker': () =>
    import('./organization-picker.js').then((m) => m.renderOrganizationPickerScreen),
  'organization-selection': () =>
    import('./organization-selection.js').then((m) => m.renderOrganizationSelectionScreen),
  'pre-login-organization-picker': () =>
    import('./pre-login-organization-picker.js').then(
      (m) => m.renderPreLoginOrganizationPickerScreen,
    ),
  'accept-invitation': () =>
    import('./accept-invitation.js').then((m) => m.renderAcceptInvitationScreen),
  'redeem-ticket': () => import('./redeem-ticket.js').then((m) => m.renderRedeemTicketScreen),
  'passkey-enrollment': () =>
    import('./passkey-enrollment.js').then((m) => m.renderPasskeyEnrollmentScreen),
  'passkey-enrollment-local': () =>
    import('./passkey-enrollment-local.js').then((m) => m.renderPasskeyEnrollmentLocalScreen),
  'interstitial-captcha': () =>
    import('./interstitial-captcha.js').then((m) => m.renderInterstitialCaptchaScreen),
  'brute-force-protection-unblock': () =>
    import('./brute-force-protection-unblock.js').then(
      (m) => m.renderBruteForceProtectionUnblockScreen,
    ),
  'brute-force-protection-unblock-failure': () =>
    import('./brute-force-protection-unblock-failure.js').then(
      (m) => m.renderBruteForceProtectionUnblockFailureScreen,
    ),
  'brute-force-protection-unblock-success': () =>
    import('./brute-force-protection-unblock-success.js').then(
      (m) => m.renderBruteForceProtectionUnblockSuccessScreen,
    ),
  'async-approval-accepted': () =>
    import('./async-approval-accepted.js').then((m) => m.renderAsyncApprovalAcceptedScreen),
  'async-approval-denied': () =>
    import('./async-approval-denied.js').then((m) => m.renderAsyncApprovalDeniedScreen),
  'async-approval-error': () =>
    import('./async-approval-error.js').then((m) => m.renderAsyncApprovalErrorScreen),
  'async-approval-wrong-user': () =>
    import('./async-approval-wrong-user.js').then((m) => m.renderAsyncApprovalWrongUserScreen),
  confirmation: () => import('./confirmation.js').then((m) => m.renderConfirmationScreen),
};
