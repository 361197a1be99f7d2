/** Built-in texts of consent, logout and device activation screens, English and French. */
import type { ScreenTexts } from './lookup.js';

export const consentTexts: ScreenTexts = {
  en: {
    title: 'Authorize ${clientName}',
    description: '${clientName} is requesting access to your ${companyName} account.',
    scopesText: 'It will be able to:',
    acceptButtonText: 'Accept',
    declineButtonText: 'Decline',
  },
  fr: {
    title: 'Autoriser ${clientName}',
    description: '${clientName} demande à accéder à votre compte ${companyName}.',
    scopesText: 'Elle pourra :',
    acceptButtonText: 'Accepter',
    declineButtonText: 'Refuser',
  },
};
export const consentTenantScopesTexts: ScreenTexts = consentTexts;
export const customizedConsentTexts: ScreenTexts = {
  en: {
    ...consentTexts.en,
    detailsText: 'What you are approving',
    invalidRequestText: 'This request has problems and would be refused.',
  },
  fr: {
    ...consentTexts.fr,
    detailsText: 'Ce que vous approuvez',
    invalidRequestText: 'Cette demande comporte des problèmes et serait refusée.',
  },
};

// Logout and device flow: the service's default wording and keys (its `logout` and
// `device-flow` prompts' texts), so a tenant's custom text for a key replaces the same words.
export const logoutTexts: ScreenTexts = {
  en: {
    title: 'Logout',
    description: 'Are you sure you want to log out from ${clientName}?',
    acceptButtonText: 'Yes',
    declineButtonText: 'No',
  },
  fr: {
    title: 'Déconnexion',
    description: 'Voulez-vous vraiment vous déconnecter de ${clientName} ?',
    acceptButtonText: 'Oui',
    declineButtonText: 'Non',
  },
};
export const logoutAbortedTexts: ScreenTexts = {
  en: { title: 'Logout cancelled', description: 'You are still logged in.' },
  fr: { title: 'Déconnexion annulée', description: 'Vous êtes toujours connecté.' },
};
export const logoutCompleteTexts: ScreenTexts = {
  en: { title: 'You are logged out', description: 'You have been logged out of ${companyName}.' },
  fr: { title: 'Vous êtes déconnecté', description: 'Vous avez été déconnecté de ${companyName}.' },
};

// The service's activation-allowed and -denied pages call their heading `eventTitle`: the
// header shows a page's `eventTitle` when it has one (runtime/views.ts).
export const deviceCodeActivationTexts: ScreenTexts = {
  en: {
    title: 'Device Activation',
    description: 'Enter the code displayed on your device',
    placeholder: 'Enter your one-time code',
  },
  fr: {
    title: "Activation de l'appareil",
    description: 'Saisissez le code affiché sur votre appareil',
    placeholder: 'Saisissez votre code à usage unique',
  },
};
export const deviceCodeActivationAllowedTexts: ScreenTexts = {
  en: { title: "Congratulations, you're all set!", description: 'Your device is now connected.' },
  fr: {
    title: 'Félicitations, tout est prêt !',
    description: 'Votre appareil est maintenant connecté.',
  },
};
export const deviceCodeActivationDeniedTexts: ScreenTexts = {
  en: { title: 'Activation Denied', description: 'We are not able to activate your device.' },
  fr: { title: 'Activation refusée', description: 'Nous ne pouvons pas activer votre appareil.' },
};
export const deviceCodeConfirmationTexts: ScreenTexts = {
  en: {
    title: 'Device Confirmation',
    description: 'Please confirm this is the code displayed on your ${clientName}:',
    deviceCodeText: 'Device code',
    confirmButtonText: 'Confirm',
    cancelButtonText: 'Cancel',
    confirmationText:
      'If you did not initiate this action or you do not recognize this device select cancel.',
  },
  fr: {
    title: "Confirmation de l'appareil",
    description: "Veuillez confirmer qu'il s'agit bien du code affiché sur votre ${clientName} :",
    deviceCodeText: "Code de l'appareil",
    confirmButtonText: 'Confirmer',
    cancelButtonText: 'Annuler',
    confirmationText:
      "Si vous n'êtes pas à l'origine de cette action ou si vous ne reconnaissez pas cet appareil, sélectionnez Annuler.",
  },
};
