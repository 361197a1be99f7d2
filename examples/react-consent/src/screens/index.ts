import type { ComponentType } from 'react';
import { ConsentScreen } from './consent/index.js';
import { CustomizedConsentScreen } from './customized-consent/index.js';
import { GenericScreen } from './generic.js';
import { LoginIdScreen } from './login-id/index.js';

const SCREENS: Record<string, ComponentType> = {
  consent: ConsentScreen,
  'customized-consent': CustomizedConsentScreen,
  'login-id': LoginIdScreen,
};

export function screenFor(name: string): ComponentType {
  return SCREENS[name] ?? GenericScreen;
}
