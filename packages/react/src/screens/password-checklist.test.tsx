/**
 * The password checklist of the default signup-password screen, React and DOM renderers alike,
 * typed into with Testing Library's user-event on a signup context whose connection has the
 * `good` policy as the dev server serves it (`password_security_info` with "at least 3 of the
 * following 4 types" and its four types as items, and the complexity policy's `at_least`): the
 * four types show nested under the rule, each met or not on its own, in English and French.
 */
import { DEFAULT_SCREENS as DOM_SCREENS } from '@screenkit/core/dom/screens';
import { type FixtureOverrides, setupScreen } from '@screenkit/core/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderScreen } from '../testing/index.js';
import { DEFAULT_SCREENS } from './index.js';

const TYPES = [
  ['password-policy-lower-case', 'Lower case letters (a-z)', /[a-z]/],
  ['password-policy-upper-case', 'Upper case letters (A-Z)', /[A-Z]/],
  ['password-policy-numbers', 'Numbers (0-9)', /[0-9]/],
  ['password-policy-special-characters', 'Special characters (e.g. !@#$%^&*)', /[^A-Za-z0-9]/],
] as const;

/** The dev server's signup connection for the `good` policy (tenant/passwords.ts). */
const connection = {
  name: 'Username-Password-Authentication',
  strategy: 'auth0',
  options: {
    signup_enabled: true,
    forgot_password_enabled: true,
    authentication_methods: {
      password: {
        enabled: true,
        policy: 'good',
        min_length: 8,
        password_security_info: [
          {
            code: 'password-policy-length-at-least',
            label: 'At least 8 characters',
            status: 'error',
          },
          {
            code: 'password-policy-contains-at-least',
            label: 'At least 3 of the following 4 types of characters:',
            status: 'error',
            args: { count: 3, total: 4 },
            items: TYPES.map(([code, label]) => ({ code, label, status: 'error' })),
          },
        ],
      },
    },
    password_options: {
      complexity: {
        min_length: 8,
        character_type_rule: 'at_least',
        character_types: ['lowercase', 'uppercase', 'number', 'special'],
        identical_characters: 'allow',
        sequential_characters: 'allow',
        max_length_exceeded: 'error',
      },
    },
  },
};

const HEADING = {
  en: 'At least 3 of the following 4 types of characters:',
  fr: 'Au moins 3 des 4 types de caractères suivants :',
};
const LABELS = {
  en: TYPES.map(([, label]) => label),
  fr: [
    'Lettres minuscules (a-z)',
    'Lettres majuscules (A-Z)',
    'Chiffres (0-9)',
    'Caractères spéciaux (p. ex. !@#$%^&*)',
  ],
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const done of cleanups.splice(0)) done();
  cleanup();
});

const options = (locale: 'en' | 'fr') => ({
  screen: 'signup-password',
  locale,
  overrides: { transaction: { connection } } as FixtureOverrides,
});

/** The screen mounted by each renderer; returns the page's root. */
const RENDERERS = {
  react: async (locale: 'en' | 'fr') => {
    const Screen: ComponentType = await DEFAULT_SCREENS['signup-password']();
    let root: HTMLElement | undefined;
    await act(async () => {
      root = renderScreen(<Screen />, options(locale)).container;
    });
    return root as HTMLElement;
  },
  dom: async (locale: 'en' | 'fr') => {
    const page = setupScreen(options(locale));
    const root = document.body.appendChild(document.createElement('div'));
    const mounted = (await DOM_SCREENS['signup-password']())(root);
    cleanups.push(() => {
      mounted.dispose();
      page.uninstall();
      root.remove();
    });
    return root;
  },
};

/** The rule's state and each nested type's, as the page shows them. */
function states(root: HTMLElement, locale: 'en' | 'fr') {
  const checklist = within(root).getByRole('list', { name: /./ });
  const rule = within(checklist).getByText(HEADING[locale]).closest('li') as HTMLElement;
  const nested = within(rule).getByRole('list');
  return {
    rule: rule.dataset.valid,
    types: LABELS[locale].map(
      (label) => (within(nested).getByText(label).closest('li') as HTMLElement).dataset.valid,
    ),
  };
}

describe.each(Object.entries(RENDERERS))('%s renderer', (_name, render) => {
  test.each(['en', 'fr'] as const)(
    '%s: the four types nested under the rule, each met or not as the user types',
    async (locale) => {
      const root = await render(locale);
      expect(states(root, locale)).toEqual({
        rule: 'false',
        types: ['false', 'false', 'false', 'false'],
      });
      const user = userEvent.setup();
      const input = root.querySelector<HTMLInputElement>('input[name="password"]');
      expect(input).not.toBeNull();
      await user.type(input as HTMLInputElement, 'abcdefg1');
      expect(states(root, locale)).toEqual({
        rule: 'false',
        types: ['true', 'false', 'true', 'false'],
      });
      await user.type(input as HTMLInputElement, '!');
      expect(states(root, locale)).toEqual({
        rule: 'true',
        types: ['true', 'false', 'true', 'true'],
      });
      expect(screen.queryByText(/\$\{/)).toBeNull();
    },
  );
});
