// Prompt `email-verification`: the result of an email verification link.
import { declareScreen } from '../declaration.js';

export const emailVerificationResult = declareScreen('email-verification-result', { actions: {} });
