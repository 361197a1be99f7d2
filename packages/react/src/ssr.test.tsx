// @vitest-environment node
import { ContextError } from '@screenkit/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { customizedConsentContext } from '../../core/test-fixtures/contexts.js';
import { ConsentPartial } from './consent-partial/index.js';
import {
  ScreenProvider,
  useBranding,
  useClient,
  useCustomizedConsent,
  useErrors,
  useOrganization,
  usePrompt,
  useScreen,
  useSubmit,
  useTenant,
  useTexts,
  useTransaction,
  useUntrustedData,
  useUser,
} from './index.js';

function EveryHook() {
  const screen = useScreen();
  const prompt = usePrompt();
  const client = useClient();
  const organization = useOrganization();
  const user = useUser();
  const tenant = useTenant();
  const branding = useBranding();
  const transaction = useTransaction();
  const untrusted = useUntrustedData();
  const texts = useTexts();
  const { forField } = useErrors();
  const { isSubmitting } = useSubmit();
  const consent = useCustomizedConsent();
  const typed = useScreen('customized-consent'); // the typed screen object renders on the server too
  return (
    <main
      data-screen={screen.name}
      data-prompt={prompt.name}
      data-actions={
        typeof typed.accept === 'function' && typeof typed.deny === 'function' ? 'yes' : 'no'
      }
      style={{ color: branding?.settings?.logo_url ? 'red' : 'blue' }}
    >
      <h1>{texts.title}</h1>
      <p>
        {[
          client?.name,
          organization?.name,
          user?.email,
          tenant?.friendly_name,
          transaction.locale,
          untrusted?.authorization_params?.login_hint,
        ].join(' / ')}
      </p>
      <p>{forField('').map((e) => e.message)}</p>
      {consent.views.map((v) => (
        <h2 key={v.type}>{v.title}</h2>
      ))}
      <ConsentPartial template="<p>Pay {{transaction.params.authorization_details[0].beneficiary}}</p>" />
      <button type="button" disabled={isSubmitting || consent.isSubmitting}>
        Accept
      </button>
    </main>
  );
}

describe('server rendering', () => {
  it('renderToString of a tree using every hook works in Node with no window', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const context = customizedConsentContext({
      transaction: {
        state: 'st_abc123',
        locale: 'en',
        errors: [{ code: 'x', message: 'Something <b>failed</b>' }],
      },
      untrusted_data: { authorization_params: { login_hint: 'jane@example.com' } },
    });
    const html = renderToString(
      <ScreenProvider context={context}>
        <EveryHook />
      </ScreenProvider>,
    );
    expect(html).toContain('data-screen="customized-consent"');
    expect(html).toContain('data-actions="yes"');
    expect(html).toContain('<h1>Authorize the transfer</h1>');
    expect(html).toContain(
      'Bank App / acme / jane@example.com / Dev Tenant / en / jane@example.com',
    );
    expect(html).toContain('Something &lt;b&gt;failed&lt;/b&gt;');
    expect(html).toContain('<h2>Money transfer</h2>');
    expect(html).toContain('<div><p>Pay Hanna Herwitz</p></div>');
  });

  it('without a context prop on the server, fails with the typed ContextError', () => {
    expect(() =>
      renderToString(
        <ScreenProvider>
          <EveryHook />
        </ScreenProvider>,
      ),
    ).toThrow(ContextError);
  });
});
