/**
 * English and French texts of the logout screens and the device flow's screens (the prompts
 * `logout` and `device-flow`), merged into screen-texts.ts.
 */
type Texts = Record<string, string>;

export const LOGOUT_AND_DEVICE_TEXTS: Record<string, Record<'en' | 'fr', Texts>> = {
  logout: {
    en: {
      title: 'Log out',
      description: 'Are you sure you want to log out of {clientName}?',
      acceptButtonText: 'Yes, log me out',
      declineButtonText: 'No',
    },
    fr: {
      title: 'Déconnexion',
      description: 'Voulez-vous vraiment vous déconnecter de {clientName} ?',
      acceptButtonText: 'Oui, me déconnecter',
      declineButtonText: 'Non',
    },
  },
  'logout-aborted': {
    en: { title: 'Logout cancelled', description: 'You are still logged in.' },
    fr: { title: 'Déconnexion annulée', description: 'Vous êtes toujours connecté.' },
  },
  'logout-complete': {
    en: { title: 'You are logged out', description: 'You have logged out successfully.' },
    fr: { title: 'Vous êtes déconnecté', description: 'Vous vous êtes déconnecté.' },
  },
  'device-code-activation': {
    en: {
      title: 'Device activation',
      description: 'Enter the code displayed on your device.',
      placeholder: 'Enter your one-time code',
    },
    fr: {
      title: "Activation de l'appareil",
      description: 'Saisissez le code affiché sur votre appareil.',
      placeholder: 'Saisissez votre code à usage unique',
    },
  },
  'device-code-confirmation': {
    en: {
      title: 'Device confirmation',
      description: 'Please confirm this is the code displayed on your device.',
      confirmButtonText: 'Confirm',
      cancelButtonText: 'Cancel',
    },
    fr: {
      title: "Confirmation de l'appareil",
      description: "Confirmez qu'il s'agit bien du code affiché sur votre appareil.",
      confirmButtonText: 'Confirmer',
      cancelButtonText: 'Annuler',
    },
  },
  'device-code-activation-allowed': {
    en: {
      title: "Congratulations, you're all set!",
      description: 'Your device is now ready to be used.',
    },
    fr: {
      title: 'Félicitations, tout est prêt !',
      description: 'Votre appareil est maintenant prêt à être utilisé.',
    },
  },
  'device-code-activation-denied': {
    en: { title: 'Activation denied', description: 'You denied access to your device.' },
    fr: { title: 'Activation refusée', description: "Vous avez refusé l'accès à votre appareil." },
  },
};
