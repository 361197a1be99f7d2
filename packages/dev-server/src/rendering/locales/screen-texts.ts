/**
 * The texts a login page carries in `screen.texts`, in the locale the service picks: the first
 * of the request's `ui_locales` that the tenant enables, else the tenant's first locale. The
 * dev tenant speaks English and French; a screen without its own texts here gets a title made
 * from its name and the locale's generic button, so every screen has texts in every locale.
 * The tenant's custom text (`/prompts/{prompt}/custom-text/{language}`) goes over them.
 */
import { LOGOUT_AND_DEVICE_TEXTS } from './logout-device-texts.js';

export const SUPPORTED_LOCALES = ['en', 'fr'] as const;
type Locale = (typeof SUPPORTED_LOCALES)[number];
type Texts = Record<string, string>;

const COMMON: Record<Locale, Texts> = {
  en: { buttonText: 'Continue', backText: 'Go back', footerLinkText: 'Sign up' },
  fr: { buttonText: 'Continuer', backText: 'Retour', footerLinkText: "S'inscrire" },
};

const ORGANIZATION_PICKER_TEXTS: Record<Locale, Texts> = {
  en: {
    title: 'Choose an organization',
    description: 'Continue to {clientName} as a member of:',
  },
  fr: {
    title: 'Choisissez une organisation',
    description: 'Continuer vers {clientName} en tant que membre de :',
  },
};

/** Texts of the screens a login goes through; others fall back to COMMON and a title. */
const SCREENS: Record<string, Record<Locale, Texts>> = {
  'login-id': {
    en: {
      title: 'Welcome',
      description: 'Log in to {companyName} to continue to {clientName}.',
      emailPlaceholder: 'Email address',
      footerText: "Don't have an account?",
      forgotPasswordText: 'Forgot password?',
    },
    fr: {
      title: 'Bienvenue',
      description: 'Connectez-vous à {companyName} pour continuer vers {clientName}.',
      emailPlaceholder: 'Adresse e-mail',
      footerText: "Vous n'avez pas de compte ?",
      forgotPasswordText: 'Mot de passe oublié ?',
    },
  },
  'login-password': {
    en: {
      title: 'Enter your password',
      description: 'Enter your password for {companyName} to continue to {clientName}.',
      passwordPlaceholder: 'Password',
      forgotPasswordText: 'Forgot password?',
      editEmailText: 'Edit',
    },
    fr: {
      title: 'Saisissez votre mot de passe',
      description: 'Saisissez votre mot de passe {companyName} pour continuer vers {clientName}.',
      passwordPlaceholder: 'Mot de passe',
      forgotPasswordText: 'Mot de passe oublié ?',
      editEmailText: 'Modifier',
    },
  },
  login: {
    en: { title: 'Welcome', description: 'Log in to continue to {clientName}.' },
    fr: { title: 'Bienvenue', description: 'Connectez-vous pour continuer vers {clientName}.' },
  },
  'signup-id': {
    en: { title: 'Create your account', description: 'Sign up to continue to {clientName}.' },
    fr: {
      title: 'Créez votre compte',
      description: 'Inscrivez-vous pour continuer vers {clientName}.',
    },
  },
  'signup-password': {
    en: { title: 'Create your password', passwordPlaceholder: 'Password' },
    fr: { title: 'Créez votre mot de passe', passwordPlaceholder: 'Mot de passe' },
  },
  signup: {
    en: { title: 'Create your account', description: 'Sign up to continue to {clientName}.' },
    fr: {
      title: 'Créez votre compte',
      description: 'Inscrivez-vous pour continuer vers {clientName}.',
    },
  },
  'reset-password-request': {
    en: {
      title: 'Forgot your password?',
      description: 'Enter your email address and we will send you a link to reset your password.',
    },
    fr: {
      title: 'Mot de passe oublié ?',
      description:
        'Saisissez votre adresse e-mail : nous vous enverrons un lien pour réinitialiser votre mot de passe.',
    },
  },
  'reset-password-email': {
    en: { title: 'Check your email', description: 'We sent a link to reset your password.' },
    fr: {
      title: 'Consultez vos e-mails',
      description: 'Nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
    },
  },
  'reset-password': {
    en: { title: 'Change your password', buttonText: 'Reset password' },
    fr: { title: 'Changez votre mot de passe', buttonText: 'Réinitialiser' },
  },
  'reset-password-success': {
    en: { title: 'Password changed', description: 'Your password has been changed.' },
    fr: { title: 'Mot de passe modifié', description: 'Votre mot de passe a été modifié.' },
  },
  'mfa-otp-challenge': {
    en: {
      title: 'Verify your identity',
      description: 'Enter the code from your authenticator app.',
      placeholder: 'Enter your one-time code',
    },
    fr: {
      title: 'Vérifiez votre identité',
      description: "Saisissez le code de votre application d'authentification.",
      placeholder: 'Saisissez votre code à usage unique',
    },
  },
  'organization-selection': {
    en: { title: 'Enter your organization', organizationPlaceholder: 'Organization name' },
    fr: { title: 'Saisissez votre organisation', organizationPlaceholder: "Nom de l'organisation" },
  },
  'organization-picker': ORGANIZATION_PICKER_TEXTS,
  // Before login (a known user) or after: the same list, the same texts.
  'pre-login-organization-picker': ORGANIZATION_PICKER_TEXTS,
  consent: {
    en: {
      title: 'Authorize {clientName}',
      description: '{clientName} is requesting access to your account.',
      acceptButtonText: 'Accept',
      declineButtonText: 'Decline',
    },
    fr: {
      title: 'Autoriser {clientName}',
      description: "{clientName} demande l'accès à votre compte.",
      acceptButtonText: 'Accepter',
      declineButtonText: 'Refuser',
    },
  },
};
SCREENS['customized-consent'] = SCREENS.consent as Record<Locale, Texts>;
Object.assign(SCREENS, LOGOUT_AND_DEVICE_TEXTS);
// The result pages of a backchannel (CIBA) approval by email.
SCREENS['async-approval-accepted'] = {
  en: {
    title: 'Request approved',
    description: 'You approved the request of {clientName}. You can close this window.',
  },
  fr: {
    title: 'Demande approuvée',
    description: 'Vous avez approuvé la demande de {clientName}. Vous pouvez fermer cette fenêtre.',
  },
};
SCREENS['async-approval-denied'] = {
  en: {
    title: 'Request rejected',
    description: 'You rejected the request of {clientName}. You can close this window.',
  },
  fr: {
    title: 'Demande refusée',
    description: 'Vous avez refusé la demande de {clientName}. Vous pouvez fermer cette fenêtre.',
  },
};
SCREENS['async-approval-error'] = {
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
SCREENS['async-approval-wrong-user'] = {
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

const humanize = (screen: string) => {
  const words = screen.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `${clientName}` (the service's form in custom text) and `{clientName}` (the built-in texts'). */
const PLACEHOLDER = /\$?\{(clientName|companyName)\}/g;

/**
 * The screen's texts in `locale` (an unsupported locale gets English), the tenant's `custom`
 * texts for that locale over them, with `${clientName}` and `${companyName}` filled in as the
 * service does. Other placeholders stay as written.
 */
export function screenTexts(
  screen: string,
  locale: string,
  names: { clientName: string; companyName: string },
  custom: Texts = {},
): Texts {
  const language: Locale = (SUPPORTED_LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : 'en';
  const own = SCREENS[screen]?.[language] ?? {};
  const texts: Texts = {
    ...COMMON[language],
    title: humanize(screen),
    ...own,
  };
  texts.pageTitle = `${texts.title} | ${names.companyName}`;
  Object.assign(texts, custom);
  const filled: Texts = {};
  for (const [key, value] of Object.entries(texts))
    filled[key] = value.replace(PLACEHOLDER, (_, name: keyof typeof names) => names[name]);
  return filled;
}
