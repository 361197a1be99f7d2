/** Built-in texts of the reset-password screens, English and French. */
import type { ScreenTexts } from './lookup.js';
import {
  mfaEmailChallengeTexts,
  mfaOtpChallengeTexts,
  mfaPhoneChallengeTexts,
  mfaPushChallengePushTexts,
  mfaRecoveryCodeChallengeTexts,
  mfaSmsChallengeTexts,
  mfaVoiceChallengeTexts,
  mfaWebauthnPlatformChallengeTexts,
  mfaWebauthnRoamingChallengeTexts,
} from './mfa.js';

export const resetPasswordRequestTexts: ScreenTexts = {
  en: {
    title: 'Forgot your password?',
    description: 'Enter your email address and we will send you a link to reset your password.',
    backToLoginText: 'Back to ${clientName}',
  },
  fr: {
    title: 'Mot de passe oublié ?',
    description:
      'Saisissez votre adresse e-mail : nous vous enverrons un lien pour réinitialiser votre mot de passe.',
    backToLoginText: 'Retour à ${clientName}',
  },
};

export const resetPasswordEmailTexts: ScreenTexts = {
  en: {
    title: 'Check your email',
    description: 'We sent a link to reset your password.',
    resendText: "Didn't receive an email?",
  },
  fr: {
    title: 'Consultez vos e-mails',
    description: 'Nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
    resendText: "Vous n'avez pas reçu d'e-mail ?",
  },
};

export const resetPasswordTexts: ScreenTexts = {
  en: {
    title: 'Change your password',
    description: 'Enter a new password below to change your password.',
    buttonText: 'Reset password',
  },
  fr: {
    title: 'Changez votre mot de passe',
    description: 'Saisissez ci-dessous votre nouveau mot de passe.',
    buttonText: 'Réinitialiser le mot de passe',
  },
};

export const resetPasswordErrorTexts: ScreenTexts = {
  en: {
    title: 'Password reset failed',
    description: 'This link is invalid or has expired. Ask for a new one from the login page.',
  },
  fr: {
    title: 'Échec de la réinitialisation',
    description:
      "Ce lien n'est pas valide ou a expiré. Demandez-en un nouveau depuis la page de connexion.",
  },
};

export const resetPasswordSuccessTexts: ScreenTexts = {
  en: {
    title: 'Password changed!',
    description: 'Your password has been changed successfully.',
  },
  fr: {
    title: 'Mot de passe modifié !',
    description: 'Votre mot de passe a bien été modifié.',
  },
};

export const resetPasswordMfaEmailChallengeTexts = mfaEmailChallengeTexts;
export const resetPasswordMfaOtpChallengeTexts = mfaOtpChallengeTexts;
export const resetPasswordMfaPhoneChallengeTexts = mfaPhoneChallengeTexts;
export const resetPasswordMfaPushChallengePushTexts = mfaPushChallengePushTexts;
export const resetPasswordMfaRecoveryCodeChallengeTexts = mfaRecoveryCodeChallengeTexts;
export const resetPasswordMfaSmsChallengeTexts = mfaSmsChallengeTexts;
export const resetPasswordMfaVoiceChallengeTexts = mfaVoiceChallengeTexts;
export const resetPasswordMfaWebauthnPlatformChallengeTexts = mfaWebauthnPlatformChallengeTexts;
export const resetPasswordMfaWebauthnRoamingChallengeTexts = mfaWebauthnRoamingChallengeTexts;
