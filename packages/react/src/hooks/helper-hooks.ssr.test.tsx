// @vitest-environment node
// Server rendering with every helper hook: no window, navigator, document or localStorage.
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { branding } from '../../../core/test-fixtures/branding.js';
import {
  contextWithConnection,
  databaseConnection,
} from '../../../core/test-fixtures/connections.js';
import { requestPublicKey } from '../../../core/test-fixtures/fake-webauthn.js';
import { ScreenProvider } from '../provider/screen-provider.js';
import { useCaptcha } from './use-captcha.js';
import { useLoginIdentifiers, useSignupIdentifiers } from './use-identifiers.js';
import { useMfaPolling } from './use-mfa-polling.js';
import { usePasskeyAutofill } from './use-passkey-autofill.js';
import { usePasswordValidation } from './use-password-validation.js';
import { useResend } from './use-resend.js';
import { useAuth0Themes, useThemeVariables } from './use-theme.js';
import { useUsernameValidation } from './use-username-validation.js';

function Everything() {
  const password = usePasswordValidation('short', { includeInErrors: true });
  const username = useUsernameValidation('ab');
  const login = useLoginIdentifiers();
  const signup = useSignupIdentifiers();
  const polling = useMfaPolling({ url: 'https://login.example.com/u/x' });
  const resend = useResend({ resend: () => {} });
  const { inputRef } = usePasskeyAutofill();
  const captcha = useCaptcha();
  const theme = useAuth0Themes();
  const vars = useThemeVariables();
  return (
    <div style={vars}>
      <input ref={inputRef} />
      {[
        password.isValid,
        username.errors.length,
        login?.join(),
        signup.length,
        polling.isRunning,
        resend.disabled,
        captcha.status,
        theme?.colors.primary,
      ].join(';')}
    </div>
  );
}

it('renders on the server without touching browser globals', () => {
  expect(typeof window).toBe('undefined');
  const base = contextWithConnection('login-id', 'login-id', databaseConnection());
  const context = {
    ...base,
    branding,
    screen: {
      ...base.screen,
      data: { passkey: { public_key: requestPublicKey } },
      captcha: { provider: 'recaptcha_v2', siteKey: 'k' },
    },
  };
  const html = renderToString(
    <ScreenProvider context={context}>
      <Everything />
    </ScreenProvider>,
  );
  expect(html).toContain('false;1;email,username;2;false;false;loading;#0059d6');
  expect(html).toContain('--ul-theme-color-primary-button:#635dff');
});
