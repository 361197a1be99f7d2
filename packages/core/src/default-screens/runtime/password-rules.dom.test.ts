// @vitest-environment jsdom
/**
 * The password checklist of the default signup-password screen (DOM renderer) speaks the page's
 * language: the rules the service sends (`password_security_info`, English labels), those a
 * policy level implies and the complexity policy's, in French on a French page with the rule's
 * numbers; the validator's own English labels on an English page; a tenant's text for a rule
 * wins; a rule the texts do not know keeps the label it came with.
 */
import { afterEach, expect, test } from 'vitest';
import { databaseConnection, securityInfo } from '../../../test-fixtures/connections.js';
import type { UniversalLoginContext } from '../../context/types.js';
import { DEFAULT_SCREENS } from '../../dom/screens/index.js';
import { fixtureContext } from '../../fixtures/index.js';
import { installContext } from '../../testing/index.js';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const done of cleanup.splice(0)) done();
});

/** The checklist's items as the page shows them, for signup-password on a page like `context`. */
async function checklist(
  locale: string,
  password: Record<string, unknown>,
  more: { texts?: Record<string, string>; options?: Record<string, unknown> } = {},
): Promise<string[]> {
  const context = structuredClone(fixtureContext('signup-password')) as UniversalLoginContext;
  const connection = databaseConnection(more.options);
  connection.options.authentication_methods.password = password as never;
  Object.assign(context.transaction, { locale, connection });
  if (more.texts) Object.assign(context.screen, { texts: more.texts });
  const uninstall = installContext(context);
  const root = document.body.appendChild(document.createElement('div'));
  const mounted = (await DEFAULT_SCREENS['signup-password']())(root);
  cleanup.push(() => {
    mounted.dispose();
    uninstall();
    root.remove();
  });
  // A rule's own words, then its nested parts indented under it.
  const lines = (list: Element, indent: string): string[] =>
    [...list.querySelectorAll(':scope > li')].flatMap((item) => [
      `${indent}${item.firstChild?.textContent ?? ''}`,
      ...[...item.querySelectorAll(':scope > ul')].flatMap((nested) =>
        lines(nested, `${indent}  `),
      ),
    ]);
  return lines(root.querySelector('.sk-rules') as Element, '');
}

const SENT = { enabled: true, policy: 'excellent', min_length: 10 };

test("the service's rules, in French with their numbers", async () => {
  expect(await checklist('fr-FR', { ...SENT, password_security_info: securityInfo(10) })).toEqual([
    'Au moins 10 caractères',
    'Au moins 3 des 4 types de caractères suivants :',
    '  Lettres minuscules (a-z)',
    '  Lettres majuscules (A-Z)',
    '  Chiffres (0-9)',
    '  Caractères spéciaux (p. ex. !@#$%^&*)',
    'Pas plus de 2 caractères identiques à la suite (p. ex. « aaa » interdit)',
  ]);
});

test('in English, the labels the rules came with', async () => {
  expect(await checklist('en', { ...SENT, password_security_info: securityInfo(10) })).toEqual(
    securityInfo(10).flatMap((rule) => [
      rule.label,
      ...(rule.items ?? []).map((item) => `  ${item.label}`),
    ]),
  );
});

test("a level's rules, personal information and dictionary, and the complexity policy, in French", async () => {
  expect(
    await checklist(
      'fr',
      { enabled: true, policy: 'fair', min_length: 9 },
      {
        options: {
          password_no_personal_info: { enable: true },
          password_dictionary: { enable: true, dictionary: [] },
        },
      },
    ),
  ).toEqual([
    'Au moins 9 caractères',
    'Lettres minuscules (a-z)',
    'Lettres majuscules (A-Z)',
    'Chiffres (0-9)',
    "Ne contient pas vos informations personnelles (nom, e-mail, nom d'utilisateur)",
    "N'est pas un mot de passe courant",
  ]);
  expect(
    await checklist(
      'fr',
      { enabled: true, policy: 'good' },
      {
        options: {
          password_options: {
            complexity: {
              min_length: 12,
              character_types: ['uppercase', 'special'],
              character_type_rule: 'all',
              identical_characters: 'block',
              sequential_characters: 'block',
            },
          },
        },
      },
    ),
  ).toEqual([
    'Au moins 12 caractères',
    'Pas plus de 2 caractères identiques à la suite (p. ex. « aaa » interdit)',
    'Pas de caractères qui se suivent',
    'Lettres majuscules (A-Z)',
    'Caractères spéciaux (p. ex. !@#$%^&*)',
  ]);
});

test("a tenant's text for a rule wins; a rule the texts do not know keeps its label", async () => {
  const rules = [
    ...securityInfo(8).slice(0, 1),
    { code: 'password-policy-new-rule', label: 'A rule only the service knows', status: 'error' },
  ];
  expect(
    await checklist(
      'fr',
      { ...SENT, password_security_info: rules },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the texts' placeholder, meant literally
      { texts: { passwordPolicyLengthAtLeastText: '${count} caractères minimum' } },
    ),
  ).toEqual(['8 caractères minimum', 'A rule only the service knows']);
});
