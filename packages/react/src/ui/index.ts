// @screenkit/react/ui: the default screens' React renderer. One component per part of core's
// layout vocabulary (default-screens/layout/parts.ts), same names and props as the DOM
// builders; each screen's file in src/screens/ composes them, and `screenkit eject` copies it.
export {
  ActionButton,
  AutoSubmit,
  FederatedButtons,
  LinkTo,
  PasskeyButton,
  ResendButton,
  WebAuthnButton,
} from './actions.js';
export {
  AuthorizationDetails,
  ChoiceList,
  IdentifierSummary,
  Message,
  PushPolling,
  QrCode,
  ScopeList,
  SecretCode,
} from './content.js';
export {
  DefaultScreen,
  type DefaultScreenProps,
  useContextVersion,
  usePage,
} from './default-screen.js';
export {
  CaptchaField,
  CheckboxField,
  CodeField,
  Form,
  HiddenField,
  IdentifierField,
  PasswordField,
  PhoneField,
  RadioField,
  RememberDeviceField,
  SignupIdentifierFields,
  SubmitButton,
  TextField,
} from './form.js';
