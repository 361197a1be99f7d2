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

export const logoutTexts: ScreenTexts = {
  en: {
    title: 'Log out',
    description: 'Do you want to log out of ${companyName}?',
    acceptButtonText: 'Yes, log out',
    declineButtonText: 'No',
  },
  fr: {
    title: 'Déconnexion',
    description: 'Voulez-vous vous déconnecter de ${companyName} ?',
    acceptButtonText: 'Oui, me déconnecter',
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

export const deviceCodeActivationTexts: ScreenTexts = {
  en: {
    title: 'Activate your device',
    description: 'Enter the code displayed on your device.',
    deviceCodePlaceholder: 'Device code',
  },
  fr: {
    title: 'Activez votre appareil',
    description: 'Saisissez le code affiché sur votre appareil.',
    deviceCodePlaceholder: "Code de l'appareil",
  },
};
export const deviceCodeActivationAllowedTexts: ScreenTexts = {
  en: {
    title: 'Device activated',
    description: 'Your device is now connected. You can close this window.',
  },
  fr: {
    title: 'Appareil activé',
    description: 'Votre appareil est maintenant connecté. Vous pouvez fermer cette fenêtre.',
  },
};
export const deviceCodeActivationDeniedTexts: ScreenTexts = {
  en: { title: 'Activation cancelled', description: 'The device was not activated.' },
  fr: { title: 'Activation annulée', description: "L'appareil n'a pas été activé." },
};
export const deviceCodeConfirmationTexts: ScreenTexts = {
  en: {
    title: 'Confirm your device',
    description: 'Check that this code matches the one on your device.',
    deviceCodeText: 'Device code',
    confirmText: 'Confirm',
    cancelText: 'Cancel',
  },
  fr: {
    title: 'Confirmez votre appareil',
    description: 'Vérifiez que ce code correspond à celui affiché sur votre appareil.',
    deviceCodeText: "Code de l'appareil",
    confirmText: 'Confirmer',
    cancelText: 'Annuler',
  },
};
