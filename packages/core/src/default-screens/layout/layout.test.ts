/**
 * The layouts hold to their declarations: every declared action is posted by some part (or is
 * one NOT_SHOWN names with its reason), no part posts an action the screen does not declare,
 * and every text a part shows exists in English and French.
 */
import { describe, expect, test } from 'vitest';
import { listScreens } from '../../catalogue/catalogue.js';
import type { ScreenDeclaration } from '../../screens/declaration.js';
import { DECLARATIONS } from '../../screens/declarations/index.js';
import { COMMON_TEXTS } from '../texts/common.js';
import { DEFAULT_TEXTS } from '../texts/index.js';
import { allParts, defaultLayout, NOT_SHOWN } from './index.js';
import type { Part } from './parts.js';

function postedActions(parts: readonly Part[]): string[] {
  return parts.flatMap((part) => [
    ...('action' in part ? [part.action] : []),
    ...('errorAction' in part && part.errorAction ? [part.errorAction] : []),
  ]);
}

function textKeys(parts: readonly Part[]): string[] {
  return parts.flatMap((part) => [
    ...('text' in part && part.text ? [part.text] : []),
    ...('lead' in part && part.lead ? [part.lead] : []),
    ...('options' in part ? part.options.map((option) => option.text) : []),
  ]);
}

describe.each(listScreens())('%s', (screen) => {
  const declaration = DECLARATIONS[screen] as ScreenDeclaration;
  const parts = allParts(defaultLayout(screen));

  test('posts every declared action (or says why not), and nothing else', () => {
    const posted = new Set(postedActions(parts));
    const declared = Object.keys(declaration.actions);
    expect(
      declared.filter((action) => !posted.has(action) && !Object.hasOwn(NOT_SHOWN, action)),
    ).toEqual([]);
    expect([...posted].filter((action) => !declared.includes(action))).toEqual([]);
  });

  test('has every text it shows in English and French', () => {
    const own = DEFAULT_TEXTS[screen];
    for (const language of ['en', 'fr'] as const) {
      const known = { ...COMMON_TEXTS[language], ...own?.[language] };
      expect(
        textKeys(parts).filter((key) => !Object.hasOwn(known, key)),
        language,
      ).toEqual([]);
      expect(Object.hasOwn(known, 'title') && Object.hasOwn(known, 'description'), language).toBe(
        true,
      );
    }
  });
});

test('French has every English key, screen by screen', () => {
  expect(
    Object.keys(COMMON_TEXTS.en).filter((key) => !Object.hasOwn(COMMON_TEXTS.fr, key)),
  ).toEqual([]);
  for (const screen of listScreens()) {
    const texts = DEFAULT_TEXTS[screen];
    expect(
      Object.keys(texts?.en ?? {}).filter((key) => !Object.hasOwn(texts?.fr ?? {}, key)),
      screen,
    ).toEqual([]);
  }
});
