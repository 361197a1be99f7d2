/** The built-in variants that change a screen's code path: every screen has them, valid. */
import { describe, expect, test } from 'vitest';
import { listFixtureScreens, listVariants, loadFixture } from '../src/index.js';

describe('built-in fixture variants', () => {
  test('every screen has passwordless, organization, captcha and locale, each a valid context', async () => {
    for (const { screen } of listFixtureScreens()) {
      expect(await listVariants(screen)).toEqual(
        expect.arrayContaining([
          'default',
          'with-errors',
          'passwordless',
          'organization',
          'captcha',
          'locale',
        ]),
      );
      for (const variant of ['passwordless', 'organization', 'captcha', 'locale'])
        await expect(loadFixture({ screen, variant })).resolves.toBeDefined();
    }
  });

  test('each variant carries what it names', async () => {
    const passwordless = await loadFixture({ screen: 'login-id', variant: 'passwordless' });
    expect(passwordless.transaction).toMatchObject({
      connection: { name: 'email', strategy: 'email' },
    });
    const organization = await loadFixture({ screen: 'login-id', variant: 'organization' });
    expect(organization.organization).toMatchObject({ id: 'org_acme', usage: 'require' });
    const captcha = await loadFixture({ screen: 'login', variant: 'captcha' });
    expect(captcha.screen.captcha).toMatchObject({
      provider: 'recaptcha_v2',
      siteKey: expect.any(String),
    });
    const english = await loadFixture({ screen: 'login-password' });
    const french = await loadFixture({ screen: 'login-password', variant: 'locale' });
    expect(french.transaction.locale).toBe('fr');
    expect(Object.keys(french.screen.texts ?? {})).toEqual(Object.keys(english.screen.texts ?? {}));
    for (const [key, text] of Object.entries(french.screen.texts ?? {}))
      expect(text, key).not.toBe(english.screen.texts?.[key]);
  });
});
