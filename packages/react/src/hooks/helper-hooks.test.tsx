import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { branding } from '../../../core/test-fixtures/branding.js';
import {
  contextWithConnection,
  databaseConnection,
} from '../../../core/test-fixtures/connections.js';
import { ScreenProvider } from '../provider/screen-provider.js';
import { useErrors } from './use-errors.js';
import { useLoginIdentifiers, useSignupIdentifiers } from './use-identifiers.js';
import { usePasswordValidation } from './use-password-validation.js';
import { useAuth0Themes, useThemeVariables } from './use-theme.js';
import { useUsernameValidation } from './use-username-validation.js';

afterEach(cleanup);

const signupContext = contextWithConnection('signup', 'signup', databaseConnection());

/** A signup form as a developer writes it with the helper hooks. */
function SignupForm() {
  const identifiers = useSignupIdentifiers();
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const validation = usePasswordValidation(password, { includeInErrors: true });
  const usernameCheck = useUsernameValidation(username);
  const { forField } = useErrors();
  return (
    <form>
      {identifiers.map((id) => (
        <input
          key={id.type}
          aria-label={id.type}
          required={id.required}
          onChange={(e) => id.type === 'username' && setUsername(e.target.value)}
        />
      ))}
      <input aria-label="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <ul aria-label="rules">
        {validation.results.map((r) => (
          <li key={r.code} data-valid={r.isValid}>
            {r.label}
          </li>
        ))}
      </ul>
      <p data-testid="password-errors">
        {forField('password')
          .map((e) => e.message)
          .join('|')}
      </p>
      <p data-testid="username-errors">{usernameCheck.errors.map((e) => e.code).join('|')}</p>
    </form>
  );
}

function Ids() {
  return <p data-testid="ids">{useLoginIdentifiers()?.join(',')}</p>;
}

function Themed() {
  const theme = useAuth0Themes();
  return (
    <div data-testid="themed" style={useThemeVariables()}>
      {theme?.colors.primary}
    </div>
  );
}

describe('signup helper hooks against a real signup context', () => {
  it('renders the identifier inputs the connection asks for, required or optional', () => {
    render(
      <ScreenProvider context={signupContext}>
        <SignupForm />
      </ScreenProvider>,
    );
    expect((screen.getByLabelText('email') as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('username') as HTMLInputElement).required).toBe(false);
    expect(screen.queryByLabelText('phone')).toBeNull();
  });

  it('re-validates the password per rule as the user types and reports failures in useErrors', () => {
    render(
      <ScreenProvider context={signupContext}>
        <SignupForm />
      </ScreenProvider>,
    );
    const rules = () =>
      Object.fromEntries(
        [...screen.getByLabelText('rules').querySelectorAll('li')].map((li) => [
          li.textContent,
          li.dataset.valid,
        ]),
      );
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'aaab' } });
    expect(rules()).toEqual({
      'At least 10 characters': 'false',
      'At least 3 of the following 4 types of characters:': 'false',
      'No more than 2 identical characters in a row (e.g., "aaa" not allowed)': 'false',
    });
    expect(screen.getByTestId('password-errors').textContent).toBe(
      'The password does not meet the required criteria.',
    );
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'Correct-Horse-7' } });
    expect(Object.values(rules())).toEqual(['true', 'true', 'true']);
    expect(screen.getByTestId('password-errors').textContent).toBe('');
  });

  it('validates the username against the connection policy', () => {
    render(
      <ScreenProvider context={signupContext}>
        <SignupForm />
      </ScreenProvider>,
    );
    fireEvent.change(screen.getByLabelText('username'), { target: { value: 'ab' } });
    expect(screen.getByTestId('username-errors').textContent).toBe('username-too-short');
    fireEvent.change(screen.getByLabelText('username'), { target: { value: 'ada@example.com' } });
    expect(screen.getByTestId('username-errors').textContent).toBe('username-email-not-allowed');
  });

  it('login identifiers follow a context switch (preview of another connection)', () => {
    const login = contextWithConnection('login-id', 'login-id', databaseConnection());
    const { rerender } = render(
      <ScreenProvider context={login}>
        <Ids />
      </ScreenProvider>,
    );
    expect(screen.getByTestId('ids').textContent).toBe('email,username');
    const sms = contextWithConnection('login-id', 'login-id', {
      name: 'sms',
      strategy: 'sms',
      options: {},
    });
    rerender(
      <ScreenProvider context={sms}>
        <Ids />
      </ScreenProvider>,
    );
    expect(screen.getByTestId('ids').textContent).toBe('phone');
  });
});

describe('theme hooks', () => {
  it('useAuth0Themes and useThemeVariables read branding from the context', () => {
    render(
      <ScreenProvider
        context={{
          ...contextWithConnection('login-id', 'login-id', databaseConnection()),
          branding,
        }}
      >
        <Themed />
      </ScreenProvider>,
    );
    const el = screen.getByTestId('themed');
    expect(el.textContent).toBe('#0059d6');
    expect(el.style.getPropertyValue('--ul-theme-color-primary-button')).toBe('#635dff');
    expect(el.style.getPropertyValue('--ul-theme-font-title-size')).toBe('150%');
  });
});
