// Page contexts the official-SDK oracle tests drive both SDKs with: a plain one per screen (what
// its actions read) and a rich one (every part filled: connection options, password policy,
// identifiers, passkey public_key, captcha, organization, errors, links, untrusted data, and
// every `screen.data` field any SDK screen reads).
import { promptOfScreen, type ScreenName } from '../src/catalogue/catalogue.js';
import { branding, defaultTheme } from './branding.js';
import { creationPublicKey, requestPublicKey } from './fake-webauthn.js';

const ENROLLMENT = /enrollment$|enrollment-local$/;
const publicKeyFor = (screen: ScreenName) =>
  ENROLLMENT.test(screen) ? creationPublicKey : requestPublicKey;

/** A context for `screen` carrying what any of its methods reads. */
export function contextFor(screen: ScreenName) {
  return {
    prompt: { name: promptOfScreen(screen) },
    screen: {
      name: screen,
      links: {},
      data: {
        passkey: { public_key: publicKeyFor(screen) },
        show_remember_device: true,
        webauthnType: 'roaming', // the SDK's roaming challenge ignores show_remember_device without it
      },
    },
    transaction: {
      state: 'st_oracle',
      locale: 'en',
      connection: { name: 'Username-Password-Authentication', strategy: 'auth0', options: {} },
    },
    client: { id: 'cl_1', name: 'App' },
    tenant: { name: 'tenant', enabled_locales: ['en', 'fr'] },
    user: {
      id: 'auth0|u1',
      email: 'ada@example.com',
      enrolled_emails: [
        { id: 0, email: 'a***@example.com' },
        { id: 1, email: 'b***@example.com' },
      ],
      enrolled_phone_numbers: [{ id: 0, phone_number: '***0123' }],
      enrolled_devices: [
        { id: 0, device: 'iPhone' },
        { id: 1, device: 'Pixel' },
      ],
    },
  };
}

/** Every `screen.data` field an SDK screen class reads, with a value of the right type. */
const RICH_DATA = {
  username: 'ada',
  email: 'ada@example.com',
  phone_number: '+12015550123',
  phone: '+12015550123',
  show_remember_device: true,
  active_identifier_type: 'email',
  google_one_tap: { client_id: 'g-client', auto_select: true },
  show_switch_to_otp_button: true,
  show_skip_password: true,
  message_type: 'voice',
  show_link_sms: true,
  show_link_voice: true,
  show_switch_to_password_button: true,
  resendLimitReached: false,
  text_code: 'ABCD-EFGH',
  qr_code: 'data:image/png;base64,UVI=',
  qr_uri: 'otpauth://totp/acme:ada?secret=JBSWY3DP',
  show_code_copy: true,
  device_name: 'iPhone 15',
  nickname: 'YubiKey 5',
  webauthnType: 'webauthn-roaming',
  errorType: 'NotAllowedError',
  status: 'success',
  inviter: 'Bob',
  enrolled_emails: ['a***@example.com', 'b***@example.com'],
  enrolled_factors: ['otp', 'sms'],
  phone_prefixes: [{ country: 'United States', country_code: 'US', phone_prefix: '+1' }],
  scopes: [{ value: 'openid', description: 'Sign in' }, { value: 'email' }],
  hideScopes: false,
  authorization_details: [{ type: 'payment', amount: 10 }, { note: 'no type: the SDK drops it' }],
};

/** `screen` with every part the service may send filled in. */
export function richContextFor(screen: ScreenName) {
  const plain = contextFor(screen);
  return {
    ...plain,
    // The SDK's CountryCodes model renames dial_code (dialCode).
    country_codes: {
      available: [
        { code: 'FR', label: 'France', dial_code: '+33' },
        { code: 'US', label: 'United States', dial_code: '+1' },
      ],
      recommended: 'FR',
    },
    // The SDK's branding model rewrites these (gradient, empty favicon dropped, identifiers).
    branding: {
      settings: { ...branding.settings, favicon_url: '', font: { url: 'https://f.example/x.css' } },
      themes: {
        default: {
          ...defaultTheme,
          identifiers: { login_display: 'separate', otp_autocomplete: true },
        },
      },
    },
    screen: {
      name: screen,
      links: {
        signup: '/u/signup?state=st_oracle',
        reset_password: '/u/reset-password-request?state=st_oracle',
        edit_identifier: '/u/login-id?state=st_oracle',
        back: '/u/login?state=st_oracle',
        login: '/u/login?state=st_oracle',
        ios: 'https://apps.apple.com/app/guardian',
        android: 'https://play.google.com/store/apps/guardian',
      },
      captcha: {
        provider: 'recaptcha_v2',
        siteKey: 'site-key-1',
        image: 'data:image/png;base64,Q0E=',
      },
      texts: { title: 'Welcome', buttonText: 'Continue' },
      data: { ...RICH_DATA, passkey: { public_key: publicKeyFor(screen) } },
    },
    transaction: {
      state: 'st_oracle',
      locale: 'fr',
      errors: [
        {
          code: 'password-policy-not-conformant',
          field: 'password',
          message: 'The password is too weak',
          rules: [{ code: 'password-policy-length-at-least', args: { count: 8 } }],
        },
      ],
      country_code: { code: 'US', prefix: '1' },
      connection: {
        name: 'Username-Password-Authentication',
        strategy: 'auth0',
        metadata: { tier: 'gold' },
        options: {
          signup_enabled: true,
          forgot_password_enabled: true,
          username_required: true,
          authentication_methods: {
            password: {
              enabled: true,
              min_length: 8,
              policy: 'good',
              password_security_info: [
                {
                  code: 'password-policy-length-at-least',
                  label: 'At least 8 characters',
                  status: 'error',
                  args: { count: 8 },
                },
              ],
            },
            passkey: { enabled: true, showPasskeyAutofill: true },
          },
          attributes: {
            email: { identifier_active: true, signup_status: 'required' },
            username: {
              identifier_active: true,
              signup_status: 'optional',
              validation: {
                min_length: 3,
                max_length: 15,
                allowed_types: { email: false, phone_number: true },
              },
            },
            phone: { identifier_active: false, signup_status: 'optional' },
          },
          password_options: {
            complexity: {
              character_type_rule: 'at_least',
              character_types: ['uppercase', 'number'],
              identical_characters: 'block',
              sequential_characters: 'allow',
              max_length_exceeded: 'error',
              min_length: 8,
            },
          },
        },
      },
      alternate_connections: [
        {
          name: 'google-oauth2',
          strategy: 'google-oauth2',
          metadata: { button: 'top' },
          options: {
            icon_url: 'https://cdn.example.com/google.svg',
            display_name: 'Google',
            show_as_button: true,
          },
        },
        { name: 'sms', strategy: 'sms' },
      ],
    },
    client: {
      id: 'cl_1',
      name: 'App',
      logo_uri: 'https://cdn.example.com/app.png',
      description: 'The app',
      metadata: { team: 'growth' },
    },
    organization: {
      id: 'org_1',
      name: 'acme',
      usage: 'require',
      display_name: 'Acme Inc.',
      branding: {
        logo_url: 'https://cdn.example.com/acme.png',
        colors: { primary: '#112233', page_background: '#ffffff' },
      },
      metadata: { plan: 'pro' },
    },
    tenant: {
      name: 'tenant',
      friendly_name: 'Tenant Inc.',
      enabled_locales: ['en', 'fr'],
      enabled_factors: ['otp', 'sms', 'webauthn-roaming'],
    },
    user: {
      ...plain.user,
      username: 'ada',
      phone_number: '+12015550123',
      picture: 'https://cdn.example.com/ada.png',
      enrolled_factors: ['otp', 'sms'],
      organizations: [
        {
          id: 'org_1',
          name: 'acme',
          display_name: 'Acme Inc.',
          branding: { logo_url: 'https://cdn.example.com/acme.png' },
        },
      ],
      user_metadata: { theme: 'dark' },
      app_metadata: { plan: 'pro' },
    },
    untrusted_data: {
      submitted_form_data: { username: 'ada', remember_device: true, 'ulp-color': 'blue' },
      authorization_params: {
        login_hint: 'ada@example.com',
        screen_hint: 'signup',
        ui_locales: 'fr en',
        'ext-campaign': 'spring',
      },
    },
  };
}
