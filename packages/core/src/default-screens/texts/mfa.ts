/** Built-in texts of the MFA screens (codes, push, authenticator apps, WebAuthn, recovery codes), English and French. */
import type { ScreenTexts } from './lookup.js';

const verify = {
  en: { title: 'Verify your identity' },
  fr: { title: 'Vérifiez votre identité' },
};
const secure = {
  en: { title: 'Secure your account' },
  fr: { title: 'Sécurisez votre compte' },
};
const phoneChoice = {
  en: {
    phoneMethodText: 'Receive the code by',
    smsOptionText: 'Text message',
    voiceOptionText: 'Voice call',
  },
  fr: {
    phoneMethodText: 'Recevoir le code par',
    smsOptionText: 'SMS',
    voiceOptionText: 'Appel vocal',
  },
};
/** The factor names of the lists (mfa-login-options, mfa-begin-enroll-options). */
const factors = {
  en: {
    factorSmsText: 'SMS',
    factorVoiceText: 'Phone call',
    factorPhoneText: 'Phone',
    factorPushNotificationText: 'Notification in the Guardian app',
    factorOtpText: 'Google Authenticator or similar',
    factorEmailText: 'Email',
    factorRecoveryCodeText: 'Recovery code',
    factorWebauthnRoamingText: 'Security key',
    factorWebauthnPlatformText: 'Fingerprint or face recognition',
    factorDuoText: 'Notification in the Duo app',
  },
  fr: {
    factorSmsText: 'SMS',
    factorVoiceText: 'Appel téléphonique',
    factorPhoneText: 'Téléphone',
    factorPushNotificationText: "Notification dans l'application Guardian",
    factorOtpText: 'Google Authenticator ou équivalent',
    factorEmailText: 'E-mail',
    factorRecoveryCodeText: 'Code de récupération',
    factorWebauthnRoamingText: 'Clé de sécurité',
    factorWebauthnPlatformText: 'Empreinte digitale ou reconnaissance faciale',
    factorDuoText: "Notification dans l'application Duo",
  },
};

export const mfaPushChallengePushTexts: ScreenTexts = {
  en: {
    ...verify.en,
    description: 'We sent a notification to ${device_name|your device}. Accept it to continue.',
    resendText: "Didn't receive a notification?",
    enterCodeManuallyText: 'Enter a code manually',
  },
  fr: {
    ...verify.fr,
    description:
      'Nous avons envoyé une notification à ${device_name|votre appareil}. Acceptez-la pour continuer.',
    resendText: "Vous n'avez pas reçu de notification ?",
    enterCodeManuallyText: 'Saisir un code manuellement',
  },
};
export const mfaPushEnrollmentCodeTexts: ScreenTexts = {
  en: {
    ...secure.en,
    description: 'Enter this code in the Guardian app on your mobile device.',
  },
  fr: {
    ...secure.fr,
    description: "Saisissez ce code dans l'application Guardian de votre appareil mobile.",
  },
};
export const mfaPushEnrollmentQrTexts: ScreenTexts = {
  en: {
    ...secure.en,
    description: 'Scan the QR code below with the Guardian app on your mobile device.',
    qrCodeText: 'QR code to scan with the Guardian app',
  },
  fr: {
    ...secure.fr,
    description:
      "Scannez le code QR ci-dessous avec l'application Guardian de votre appareil mobile.",
    qrCodeText: "Code QR à scanner avec l'application Guardian",
  },
};
export const mfaPushListTexts: ScreenTexts = {
  en: { title: 'Choose a device', description: 'Which device should we notify?' },
  fr: { title: 'Choisissez un appareil', description: 'Quel appareil devons-nous notifier ?' },
};
export const mfaPushSuccessTexts: ScreenTexts = {
  en: { title: "You're all set!", description: 'The Guardian app is ready on your device.' },
  fr: {
    title: 'Tout est prêt !',
    description: "L'application Guardian est prête sur votre appareil.",
  },
};
export const mfaPushWelcomeTexts: ScreenTexts = {
  en: {
    ...secure.en,
    description: 'Install the Guardian app on your mobile device, then continue.',
    iosLinkText: 'Download on the App Store',
    androidLinkText: 'Get it on Google Play',
  },
  fr: {
    ...secure.fr,
    description: "Installez l'application Guardian sur votre appareil mobile, puis continuez.",
    iosLinkText: "Télécharger dans l'App Store",
    androidLinkText: 'Disponible sur Google Play',
  },
};

export const mfaOtpChallengeTexts: ScreenTexts = {
  en: {
    ...verify.en,
    description: 'Enter the code from your authenticator app.',
    placeholder: 'Enter your one-time code',
  },
  fr: {
    ...verify.fr,
    description: "Saisissez le code de votre application d'authentification.",
    placeholder: 'Saisissez votre code à usage unique',
  },
};
export const mfaOtpEnrollmentCodeTexts: ScreenTexts = {
  en: {
    ...secure.en,
    description:
      'Enter this key in your authenticator app (Google Authenticator or similar), then the code it shows.',
    secretCodeText: 'Key',
    toggleViewText: 'Scan a QR code instead',
  },
  fr: {
    ...secure.fr,
    description:
      "Saisissez cette clé dans votre application d'authentification (Google Authenticator ou équivalent), puis le code qu'elle affiche.",
    secretCodeText: 'Clé',
    toggleViewText: 'Scanner plutôt un code QR',
  },
};
export const mfaOtpEnrollmentQrTexts: ScreenTexts = {
  en: {
    ...secure.en,
    description:
      'Scan the QR code with your authenticator app (Google Authenticator or similar), then enter the code it shows.',
    qrCodeText: 'QR code to scan with your authenticator app',
    toggleViewText: 'Trouble scanning? Enter a key instead',
  },
  fr: {
    ...secure.fr,
    description:
      "Scannez le code QR avec votre application d'authentification (Google Authenticator ou équivalent), puis saisissez le code qu'elle affiche.",
    qrCodeText: "Code QR à scanner avec votre application d'authentification",
    toggleViewText: 'Un problème pour scanner ? Saisissez plutôt une clé',
  },
};

export const mfaVoiceChallengeTexts: ScreenTexts = {
  en: {
    ...verify.en,
    description: 'We called ${phone_number|your phone} with a code. Enter it to continue.',
    switchToSmsText: 'Get a text message instead',
    resendText: "Didn't receive a call?",
    resendActionText: 'Call again',
  },
  fr: {
    ...verify.fr,
    description:
      'Nous vous avons appelé au ${phone_number|votre téléphone} pour vous donner un code. Saisissez-le pour continuer.',
    switchToSmsText: 'Recevoir plutôt un SMS',
    resendText: "Vous n'avez pas reçu d'appel ?",
    resendActionText: 'Rappeler',
  },
};
export const mfaVoiceEnrollmentTexts: ScreenTexts = {
  en: { ...secure.en, description: 'Enter your phone number: we will call you with a code.' },
  fr: {
    ...secure.fr,
    description: 'Saisissez votre numéro de téléphone : nous vous appellerons avec un code.',
  },
};
export const mfaPhoneChallengeTexts: ScreenTexts = {
  en: {
    ...verify.en,
    ...phoneChoice.en,
    description: 'We will send a code to ${phone_number|your phone}.',
  },
  fr: {
    ...verify.fr,
    ...phoneChoice.fr,
    description: 'Nous allons envoyer un code au ${phone_number|votre téléphone}.',
  },
};
export const mfaPhoneEnrollmentTexts: ScreenTexts = {
  en: { ...secure.en, ...phoneChoice.en, description: 'Enter your phone number to receive codes.' },
  fr: {
    ...secure.fr,
    ...phoneChoice.fr,
    description: 'Saisissez votre numéro de téléphone pour recevoir des codes.',
  },
};

export const mfaWebauthnChangeKeyNicknameTexts: ScreenTexts = {
  en: {
    title: 'Name your security key',
    description: 'A name helps you tell your keys apart.',
    nicknamePlaceholder: 'Security key name',
  },
  fr: {
    title: 'Nommez votre clé de sécurité',
    description: 'Un nom vous aide à distinguer vos clés.',
    nicknamePlaceholder: 'Nom de la clé de sécurité',
  },
};
export const mfaWebauthnEnrollmentSuccessTexts: ScreenTexts = {
  en: { title: 'Your device is ready', description: 'You can now use it to log in.' },
  fr: {
    title: 'Votre appareil est prêt',
    description: "Vous pouvez maintenant l'utiliser pour vous connecter.",
  },
};
export const mfaWebauthnErrorTexts: ScreenTexts = {
  en: {
    title: 'Something went wrong',
    description: 'We could not verify your device. Try again or choose another method.',
    tryAgainText: 'Try again',
    usePasswordText: 'Use your password',
    noThanksText: 'No thanks',
  },
  fr: {
    title: 'Un problème est survenu',
    description:
      "Nous n'avons pas pu vérifier votre appareil. Réessayez ou choisissez une autre méthode.",
    tryAgainText: 'Réessayer',
    usePasswordText: 'Utiliser votre mot de passe',
    noThanksText: 'Non merci',
  },
};
export const mfaWebauthnNotAvailableErrorTexts: ScreenTexts = {
  en: {
    title: 'Not available on this device',
    description: 'This browser cannot use security keys or biometrics. Choose another method.',
  },
  fr: {
    title: 'Indisponible sur cet appareil',
    description:
      'Ce navigateur ne peut pas utiliser de clé de sécurité ni la biométrie. Choisissez une autre méthode.',
  },
};
export const mfaWebauthnPlatformChallengeTexts: ScreenTexts = {
  en: {
    ...verify.en,
    description: 'Use your fingerprint, face or screen lock to continue.',
    buttonText: 'Use this device',
  },
  fr: {
    ...verify.fr,
    description:
      "Utilisez votre empreinte, votre visage ou le verrouillage de l'écran pour continuer.",
    buttonText: 'Utiliser cet appareil',
  },
};
export const mfaWebauthnPlatformEnrollmentTexts: ScreenTexts = {
  en: {
    ...secure.en,
    description: 'Use your fingerprint, face or screen lock to log in next time.',
    buttonText: 'Use this device',
    snoozeEnrollmentText: 'Remind me later',
    refuseEnrollmentText: 'Not on this device',
  },
  fr: {
    ...secure.fr,
    description:
      "Utilisez votre empreinte, votre visage ou le verrouillage de l'écran pour vous connecter la prochaine fois.",
    buttonText: 'Utiliser cet appareil',
    snoozeEnrollmentText: 'Me le rappeler plus tard',
    refuseEnrollmentText: 'Pas sur cet appareil',
  },
};
export const mfaWebauthnRoamingChallengeTexts: ScreenTexts = {
  en: {
    ...verify.en,
    description: 'Insert your security key and touch it when asked.',
    buttonText: 'Use security key',
  },
  fr: {
    ...verify.fr,
    description: 'Insérez votre clé de sécurité et touchez-la quand cela vous est demandé.',
    buttonText: 'Utiliser la clé de sécurité',
  },
};
export const mfaWebauthnRoamingEnrollmentTexts: ScreenTexts = {
  en: {
    ...secure.en,
    description: 'Insert your security key and touch it when asked.',
    buttonText: 'Use security key',
  },
  fr: {
    ...secure.fr,
    description: 'Insérez votre clé de sécurité et touchez-la quand cela vous est demandé.',
    buttonText: 'Utiliser la clé de sécurité',
  },
};

export const mfaCountryCodesTexts: ScreenTexts = {
  en: { title: 'Select a country code', description: 'Choose the country of your phone number.' },
  fr: {
    title: 'Choisissez un indicatif',
    description: 'Choisissez le pays de votre numéro de téléphone.',
  },
};
export const mfaSmsChallengeTexts: ScreenTexts = {
  en: {
    ...verify.en,
    description: 'We sent a text message with a code to ${phone_number|your phone}.',
    switchToVoiceText: 'Get a call instead',
  },
  fr: {
    ...verify.fr,
    description: 'Nous avons envoyé un SMS avec un code au ${phone_number|votre téléphone}.',
    switchToVoiceText: 'Recevoir plutôt un appel',
  },
};
export const mfaSmsEnrollmentTexts: ScreenTexts = {
  en: { ...secure.en, description: 'Enter your phone number: we will text you a code.' },
  fr: {
    ...secure.fr,
    description: 'Saisissez votre numéro de téléphone : nous vous enverrons un code par SMS.',
  },
};
export const mfaSmsListTexts: ScreenTexts = {
  en: { title: 'Choose a phone number', description: 'Where should we send your code?' },
  fr: { title: 'Choisissez un numéro', description: 'Où devons-nous envoyer votre code ?' },
};
export const mfaEmailChallengeTexts: ScreenTexts = {
  en: {
    ...verify.en,
    description: 'We sent an email with your code to ${email|your email address}.',
    resendText: "Didn't receive an email?",
  },
  fr: {
    ...verify.fr,
    description: 'Nous avons envoyé votre code par e-mail à ${email|votre adresse e-mail}.',
    resendText: "Vous n'avez pas reçu d'e-mail ?",
  },
};
export const mfaEmailListTexts: ScreenTexts = {
  en: { title: 'Choose an email address', description: 'Where should we send your code?' },
  fr: {
    title: 'Choisissez une adresse e-mail',
    description: 'Où devons-nous envoyer votre code ?',
  },
};

export const mfaRecoveryCodeChallengeTexts: ScreenTexts = {
  en: { ...verify.en, description: 'Enter the recovery code you saved when you enrolled.' },
  fr: {
    ...verify.fr,
    description: "Saisissez le code de récupération que vous avez noté lors de l'inscription.",
  },
};
const newCode = {
  en: {
    description:
      'Save this recovery code somewhere safe: you will need it if you lose your device.',
    secretCodeText: 'Recovery code',
    codeSavedText: 'I have safely recorded this code',
    codeSavedButtonText: 'I have safely recorded this code',
  },
  fr: {
    description:
      'Conservez ce code de récupération en lieu sûr : il vous servira si vous perdez votre appareil.',
    secretCodeText: 'Code de récupération',
    codeSavedText: "J'ai noté ce code en lieu sûr",
    codeSavedButtonText: "J'ai noté ce code en lieu sûr",
  },
};
export const mfaRecoveryCodeChallengeNewCodeTexts: ScreenTexts = {
  en: { title: 'Your new recovery code', ...newCode.en },
  fr: { title: 'Votre nouveau code de récupération', ...newCode.fr },
};
export const mfaRecoveryCodeEnrollmentTexts: ScreenTexts = {
  en: { title: 'Almost there!', ...newCode.en },
  fr: { title: 'Presque terminé !', ...newCode.fr },
};

export const mfaBeginEnrollOptionsTexts: ScreenTexts = {
  en: { ...secure.en, description: 'Choose how you want to verify your identity.', ...factors.en },
  fr: {
    ...secure.fr,
    description: 'Choisissez comment vérifier votre identité.',
    ...factors.fr,
  },
};
export const mfaDetectBrowserCapabilitiesTexts: ScreenTexts = {
  en: { title: 'One moment…', description: 'Checking what this browser supports.' },
  fr: { title: 'Un instant…', description: 'Vérification des possibilités de ce navigateur.' },
};
export const mfaEnrollResultTexts: ScreenTexts = {
  en: { title: "You're all set!", description: 'Your new method is ready to use.' },
  fr: { title: 'Tout est prêt !', description: 'Votre nouvelle méthode est prête.' },
};
export const mfaLoginOptionsTexts: ScreenTexts = {
  en: {
    title: 'Other methods',
    description: 'Select a method to verify your identity.',
    ...factors.en,
  },
  fr: {
    title: 'Autres méthodes',
    description: 'Choisissez une méthode pour vérifier votre identité.',
    ...factors.fr,
  },
};
