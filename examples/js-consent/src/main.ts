/**
 * One bundle for every screen, as `acul init` lays it out: the page context names the screen,
 * and the matching folder under src/screens renders it (others get a generic form).
 */
import { createScreen } from '@screenkit/core';
import { renderConsentScreen } from './screens/consent/index.js';
import { renderCustomizedConsentScreen } from './screens/customized-consent/index.js';
import { renderGenericScreen } from './screens/generic.js';
import { renderLoginIdScreen } from './screens/login-id/index.js';
import { renderLoginPasswordScreen } from './screens/login-password/index.js';
import { renderMfaOtpChallengeScreen } from './screens/mfa-otp-challenge/index.js';
import './styles.css';

const SCREENS: Record<string, (root: HTMLElement) => void> = {
  consent: renderConsentScreen,
  'customized-consent': renderCustomizedConsentScreen,
  'login-id': renderLoginIdScreen,
  'login-password': renderLoginPasswordScreen,
  'mfa-otp-challenge': renderMfaOtpChallengeScreen,
};

const root =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
const name = createScreen().screen.name;
(SCREENS[name] ?? renderGenericScreen)(root);
