import { useErrors, useScreen, useSubmit, useTexts } from '@screenkit/react';
import { type FormEvent, useState } from 'react';
import { Layout } from '../layout.js';

/** Second step of identifier-first login: the identifier from login-id, then the password. */
export function LoginPasswordScreen() {
  const texts = useTexts();
  const screen = useScreen('login-password');
  const { isSubmitting } = useSubmit();
  const { forField } = useErrors();
  const [password, setPassword] = useState('');
  const username =
    typeof screen.screen.data?.username === 'string' ? screen.screen.data.username : '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void screen.login({ username, password });
  };
  return (
    <Layout fallbackTitle="Enter your password">
      <p className="identifier">
        {username}{' '}
        {screen.screen.links?.edit_identifier ? (
          <a href={screen.screen.links.edit_identifier}>Edit</a>
        ) : null}
      </p>
      <form onSubmit={onSubmit}>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {forField('password').map((error) => (
          <p key={error.code} className="field-error" data-code={error.code}>
            {error.message}
          </p>
        ))}
        <button type="submit" disabled={isSubmitting}>
          {texts.buttonText ?? 'Continue'}
        </button>
      </form>
      {screen.screen.links?.reset_password ? (
        <a href={screen.screen.links.reset_password}>
          {texts.forgotPasswordText ?? 'Forgot password?'}
        </a>
      ) : null}
    </Layout>
  );
}
