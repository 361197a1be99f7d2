// Prompt `mfa-email`: codes by email and the list of enrolled emails.
import { declareScreen } from '../declaration.js';
import { resendManager } from './members.js';
import { rememberBrowser, withinUserList } from './payload-rewrites.js';

export const mfaEmailChallenge = declareScreen('mfa-email-challenge', {
  members: { resendManager: resendManager('resendCode') },
  actions: {
    continue: {
      action: 'default',
      fields: { code: 'string', rememberDevice: 'boolean?' },
      transform: rememberBrowser,
    },
    resendCode: { action: 'resend-code' },
    tryAnotherMethod: { action: 'pick-authenticator' },
    pickEmail: { action: 'pick-email' },
  },
});
export const mfaEmailList = declareScreen('mfa-email-list', {
  actions: {
    selectMfaEmail: {
      fields: { index: 'number' },
      action: (payload) => `selection-action::${payload.index}`,
      transform: withinUserList('enrolled_emails'),
    },
    goBack: { action: 'back-action' },
  },
});
