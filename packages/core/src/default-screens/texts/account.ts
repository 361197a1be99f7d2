/**
 * Built-in texts of the other screens (passkey enrolment, captcha, account unblocking, result
 * and status pages), English and French.
 */
import type { ScreenTexts } from './lookup.js';

export const passkeyEnrollmentTexts: ScreenTexts = {
  en: {
    title: 'Create a passkey for ${companyName}',
    description:
      'Log in faster and more safely with your fingerprint, face or screen lock instead of a password.',
    createPasskeyText: 'Create a passkey',
    abortPasskeyEnrollmentText: 'Continue without a passkey',
    doNotShowAgainText: "Don't show me this again",
  },
  fr: {
    title: "Créez une clé d'accès pour ${companyName}",
    description:
      "Connectez-vous plus vite et plus sûrement avec votre empreinte, votre visage ou le verrouillage de l'écran au lieu d'un mot de passe.",
    createPasskeyText: "Créer une clé d'accès",
    abortPasskeyEnrollmentText: "Continuer sans clé d'accès",
    doNotShowAgainText: 'Ne plus me le proposer',
  },
};
export const passkeyEnrollmentLocalTexts: ScreenTexts = {
  en: {
    ...passkeyEnrollmentTexts.en,
    title: 'Create a passkey on this device',
    description: 'Next time, log in on this device with your fingerprint, face or screen lock.',
  },
  fr: {
    ...passkeyEnrollmentTexts.fr,
    title: "Créez une clé d'accès sur cet appareil",
    description:
      "La prochaine fois, connectez-vous sur cet appareil avec votre empreinte, votre visage ou le verrouillage de l'écran.",
  },
};
export const interstitialCaptchaTexts: ScreenTexts = {
  en: { title: 'Verify you are human', description: 'Complete the challenge below to continue.' },
  fr: {
    title: 'Vérifiez que vous êtes humain',
    description: 'Relevez le défi ci-dessous pour continuer.',
  },
};
export const bruteForceProtectionUnblockTexts: ScreenTexts = {
  en: {
    title: 'Unblock your account',
    description: 'Your account was blocked after too many attempts. Unblock it to log in again.',
    unblockText: 'Unblock my account',
  },
  fr: {
    title: 'Débloquez votre compte',
    description:
      'Votre compte a été bloqué après trop de tentatives. Débloquez-le pour vous reconnecter.',
    unblockText: 'Débloquer mon compte',
  },
};
export const bruteForceProtectionUnblockFailureTexts: ScreenTexts = {
  en: {
    title: 'Could not unblock your account',
    description: 'This link is invalid or has expired.',
  },
  fr: {
    title: 'Impossible de débloquer votre compte',
    description: "Ce lien n'est pas valide ou a expiré.",
  },
};
export const bruteForceProtectionUnblockSuccessTexts: ScreenTexts = {
  en: { title: 'Account unblocked', description: 'You can log in again.' },
  fr: { title: 'Compte débloqué', description: 'Vous pouvez vous reconnecter.' },
};
export const asyncApprovalAcceptedTexts: ScreenTexts = {
  en: {
    title: 'Request approved',
    description: 'You approved the request of ${clientName}. You can close this window.',
  },
  fr: {
    title: 'Demande approuvée',
    description:
      'Vous avez approuvé la demande de ${clientName}. Vous pouvez fermer cette fenêtre.',
  },
};
export const asyncApprovalDeniedTexts: ScreenTexts = {
  en: {
    title: 'Request rejected',
    description: 'You rejected the request of ${clientName}. You can close this window.',
  },
  fr: {
    title: 'Demande refusée',
    description: 'Vous avez refusé la demande de ${clientName}. Vous pouvez fermer cette fenêtre.',
  },
};
export const asyncApprovalErrorTexts: ScreenTexts = {
  en: {
    title: 'This link is no longer valid',
    description:
      'The request expired or was already answered. Ask the application to send a new one.',
  },
  fr: {
    title: "Ce lien n'est plus valide",
    description:
      "La demande a expiré ou a déjà reçu une réponse. Demandez à l'application d'en envoyer une nouvelle.",
  },
};
export const asyncApprovalWrongUserTexts: ScreenTexts = {
  en: {
    title: 'Wrong account',
    description:
      'This request is for another account. Open the link again and log in as the user it was sent to.',
  },
  fr: {
    title: 'Mauvais compte',
    description:
      'Cette demande concerne un autre compte. Ouvrez à nouveau le lien et connectez-vous avec le compte auquel elle a été envoyée.',
  },
};
export const confirmationTexts: ScreenTexts = {
  en: {
    title: 'Create your account?',
    description: 'No account was found. Do you want to sign up?',
  },
  fr: {
    title: 'Créer votre compte ?',
    description: "Aucun compte n'a été trouvé. Voulez-vous vous inscrire ?",
  },
};
export const customFormTexts: ScreenTexts = {
  en: { title: 'A few more details', description: 'Complete this step to continue.' },
  fr: {
    title: 'Encore quelques informations',
    description: 'Complétez cette étape pour continuer.',
  },
};
export const redeemTicketTexts: ScreenTexts = {
  en: { title: 'Continue', description: 'Continue to complete this step.' },
  fr: { title: 'Continuer', description: 'Continuez pour terminer cette étape.' },
};
export const statusTexts: ScreenTexts = {
  en: { title: 'Status', description: 'Your request has been processed.' },
  fr: { title: 'Statut', description: 'Votre demande a été traitée.' },
};
export const emailVerificationResultTexts: ScreenTexts = {
  en: {
    title: 'Email verified',
    description: 'Your email address has been verified.',
    loginLinkText: 'Back to ${clientName}',
  },
  fr: {
    title: 'Adresse e-mail vérifiée',
    description: 'Votre adresse e-mail a été vérifiée.',
    loginLinkText: 'Retour à ${clientName}',
  },
};
