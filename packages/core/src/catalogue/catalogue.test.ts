import { describe, expect, it } from 'vitest';
import { isScreenName, listPrompts, listScreens, promptOfScreen } from './catalogue.js';

describe('screen catalogue', () => {
  it('declares the 37 prompts and 91 screens of the hosted login', () => {
    expect(listPrompts()).toHaveLength(37);
    expect(listScreens()).toHaveLength(91);
    expect(new Set(listScreens()).size).toBe(91);
  });

  it('maps every screen back to the prompt that declares it', () => {
    for (const prompt of listPrompts()) {
      for (const screen of listScreens(prompt)) expect(promptOfScreen(screen)).toBe(prompt);
    }
    expect(promptOfScreen('customized-consent')).toBe('customized-consent');
    expect(promptOfScreen('mfa-country-codes')).toBe('mfa-sms');
    expect(promptOfScreen('redeem-ticket')).toBe('common');
  });

  it('finds nothing for names outside the catalogue, prototype names included', () => {
    for (const name of ['nope', '__proto__', 'constructor', 'toString', '']) {
      expect(promptOfScreen(name)).toBeUndefined();
      expect(isScreenName(name)).toBe(false);
    }
  });

  it('hands out copies, so callers cannot corrupt the catalogue', () => {
    listScreens().push('x' as never);
    listPrompts().length = 0;
    expect(listPrompts()).toHaveLength(37);
    expect(listScreens()).toHaveLength(91);
  });
});
