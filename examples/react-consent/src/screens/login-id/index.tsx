import { useErrors, useScreen, useSubmit, useTexts } from '@screenkit/react';
import { type FormEvent, useState } from 'react';
import { Layout } from '../layout.js';

export function LoginIdScreen() {
  const texts = useTexts();
  const screen = useScreen('login-id');
  const { isSubmitting } = useSubmit();
  const { forField } = useErrors();
  const [username, setUsername] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void screen.login({ username });
  };
  return (
    <Layout fallbackTitle="Welcome">
      <form onSubmit={onSubmit}>
        <label>
          Email address
          <input
            name="username"
            type="email"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        {forField('username').map((error) => (
          <p key={error.code} className="field-error">
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
