export {
  createResendControl,
  type OnStatusChangeCallback,
  type ResendControl,
  resendStorageKey,
  type StartResendOptions,
} from './resend-control.js';
