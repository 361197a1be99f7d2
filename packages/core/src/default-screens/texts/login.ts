/** Built-in texts of the login screens (identifier, password, passwordless codes), English and French. */
import type { ScreenTexts } from './lookup.js';

const loginLinks = {
  en: {
    forgotPasswordText: 'Forgot password?',
    footerText: "Don't have an account?",
    footerLinkText: 'Sign up',
  },
  fr: {
    forgotPasswordText: 'Mot de passe oublié ?',
    footerText: "Vous n'avez pas de compte ?",
    footerLinkText: "S'inscrire",
  },
};

export const loginTexts: ScreenTexts = {
  en: {
    ...loginLinks.en,
    emailPlaceholder: 'Email address',
    title: 'Welcome',
    description: 'Log in to ${companyName} to continue to ${clientName}.',
  },
  fr: {
    ...loginLinks.fr,
    emailPlaceholder: 'Adresse e-mail',
    title: 'Bienvenue',
    description: 'Connectez-vous à ${companyName} pour continuer vers ${clientName}.',
  },
};

export const loginIdTexts: ScreenTexts = loginTexts;

export const loginPasswordTexts: ScreenTexts = {
  en: {
    ...loginLinks.en,
    title: 'Enter your password',
    description: 'Enter your password for ${companyName} to continue to ${clientName}.',
    switchToOtpText: 'Get a one-time code instead',
  },
  fr: {
    ...loginLinks.fr,
    title: 'Saisissez votre mot de passe',
    description: 'Saisissez votre mot de passe ${companyName} pour continuer vers ${clientName}.',
    switchToOtpText: 'Recevoir plutôt un code à usage unique',
  },
};

export const loginPasswordlessEmailCodeTexts: ScreenTexts = {
  en: {
    title: 'Verify your identity',
    description: 'We sent an email with a code. Enter it to continue to ${clientName}.',
  },
  fr: {
    title: 'Vérifiez votre identité',
    description:
      'Nous vous avons envoyé un code par e-mail. Saisissez-le pour continuer vers ${clientName}.',
  },
};

export const loginPasswordlessEmailLinkTexts: ScreenTexts = {
  en: {
    title: 'Check your email',
    description: 'We sent you a link to log in to ${clientName}. Open it on this device.',
    resendText: "Didn't receive an email?",
  },
  fr: {
    title: 'Consultez vos e-mails',
    description:
      'Nous vous avons envoyé un lien pour vous connecter à ${clientName}. Ouvrez-le sur cet appareil.',
    resendText: "Vous n'avez pas reçu d'e-mail ?",
  },
};

export const loginPasswordlessSmsOtpTexts: ScreenTexts = {
  en: {
    title: 'Verify your identity',
    description: 'We sent a text message with a code. Enter it to continue to ${clientName}.',
  },
  fr: {
    title: 'Vérifiez votre identité',
    description:
      'Nous vous avons envoyé un code par SMS. Saisissez-le pour continuer vers ${clientName}.',
  },
};

export const loginEmailVerificationTexts: ScreenTexts = {
  en: {
    title: 'Verify your email',
    description: 'Enter the code we sent to your email address to continue.',
  },
  fr: {
    title: 'Vérifiez votre adresse e-mail',
    description: 'Saisissez le code envoyé à votre adresse e-mail pour continuer.',
  },
};

const signupLinks = {
  en: { loginLeadText: 'Already have an account?', loginLinkText: 'Log in' },
  fr: { loginLeadText: 'Vous avez déjà un compte ?', loginLinkText: 'Se connecter' },
};

export const signupTexts: ScreenTexts = {
  en: {
    ...signupLinks.en,
    title: 'Create your account',
    description: 'Sign up to ${companyName} to continue to ${clientName}.',
  },
  fr: {
    ...signupLinks.fr,
    title: 'Créez votre compte',
    description: 'Inscrivez-vous sur ${companyName} pour continuer vers ${clientName}.',
  },
};

export const signupIdTexts: ScreenTexts = signupTexts;

export const signupPasswordTexts: ScreenTexts = {
  en: {
    ...signupLinks.en,
    title: 'Create your password',
    description: 'Set your password for ${companyName} to continue to ${clientName}.',
    passwordPlaceholder: 'Password',
    skipPasswordText: 'Continue without a password',
  },
  fr: {
    ...signupLinks.fr,
    title: 'Créez votre mot de passe',
    description: 'Choisissez votre mot de passe ${companyName} pour continuer vers ${clientName}.',
    passwordPlaceholder: 'Mot de passe',
    skipPasswordText: 'Continuer sans mot de passe',
  },
};

const switches = {
  en: {
    switchToVoiceText: 'Get a call instead',
    switchToSmsText: 'Get a text message instead',
    switchToPasswordText: 'Use your password instead',
  },
  fr: {
    switchToVoiceText: 'Recevoir plutôt un appel',
    switchToSmsText: 'Recevoir plutôt un SMS',
    switchToPasswordText: 'Utiliser plutôt votre mot de passe',
  },
};

export const phoneIdentifierEnrollmentTexts: ScreenTexts = {
  en: {
    title: 'Verify your phone number',
    description: 'How do you want to receive your code?',
    phoneMethodText: 'Send the code by',
    smsOptionText: 'Text message',
    voiceOptionText: 'Voice call',
  },
  fr: {
    title: 'Vérifiez votre numéro de téléphone',
    description: 'Comment voulez-vous recevoir votre code ?',
    phoneMethodText: 'Recevoir le code par',
    smsOptionText: 'SMS',
    voiceOptionText: 'Appel vocal',
  },
};

export const phoneIdentifierChallengeTexts: ScreenTexts = {
  en: {
    ...switches.en,
    title: 'Verify your identity',
    description: 'Enter the code we sent to your phone to continue to ${clientName}.',
  },
  fr: {
    ...switches.fr,
    title: 'Vérifiez votre identité',
    description: 'Saisissez le code envoyé sur votre téléphone pour continuer vers ${clientName}.',
  },
};

export const emailIdentifierChallengeTexts: ScreenTexts = {
  en: {
    ...switches.en,
    title: 'Verify your identity',
    description: 'Enter the code we sent to your email to continue to ${clientName}.',
    resendText: "Didn't receive an email?",
  },
  fr: {
    ...switches.fr,
    title: 'Vérifiez votre identité',
    description: 'Saisissez le code envoyé par e-mail pour continuer vers ${clientName}.',
    resendText: "Vous n'avez pas reçu d'e-mail ?",
  },
};

export const emailOtpChallengeTexts: ScreenTexts = {
  en: {
    title: 'Verify your identity',
    description: 'Enter the code we sent to your email address.',
    resendText: "Didn't receive an email?",
  },
  fr: {
    title: 'Vérifiez votre identité',
    description: 'Saisissez le code envoyé à votre adresse e-mail.',
    resendText: "Vous n'avez pas reçu d'e-mail ?",
  },
};
