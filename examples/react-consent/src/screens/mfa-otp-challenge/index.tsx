import { useErrors, useScreen, useSubmit, useTexts } from '@screenkit/react';
import { type FormEvent, useState } from 'react';
import { Layout } from '../layout.js';

/** The authenticator app's six-digit code. */
export function MfaOtpChallengeScreen() {
  const texts = useTexts();
  const screen = useScreen('mfa-otp-challenge');
  const { isSubmitting } = useSubmit();
  const { forField } = useErrors();
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void screen.continue({ code });
  };
  return (
    <Layout fallbackTitle="Verify your identity">
      <form onSubmit={onSubmit}>
        <label>
          {texts.placeholder ?? 'Enter the 6-digit code from your authenticator app'}
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            value={code}
            onChange={(event) => setCode(event.target.value.trim())}
          />
        </label>
        {forField('code').map((error) => (
          <p key={error.code} className="field-error" data-code={error.code}>
            {error.message}
          </p>
        ))}
        <button type="submit" disabled={isSubmitting}>
          {texts.buttonText ?? 'Continue'}
        </button>
      </form>
    </Layout>
  );
}
