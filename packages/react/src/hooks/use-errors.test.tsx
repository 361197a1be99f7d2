import type { FormRequest } from '@screenkit/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginIdContext } from '../../../core/test-fixtures/contexts.js';
import { ScreenProvider } from '../provider/screen-provider.js';
import { useErrors } from './use-errors.js';
import { useSubmit } from './use-submit.js';

afterEach(cleanup);

/** A login-id form the way a developer writes one: field errors beside the input, dismissable. */
function LoginIdForm() {
  const { forField, byField, dismiss } = useErrors();
  const { submit } = useSubmit();
  const validate = (fields: Record<string, unknown>) =>
    String(fields.username ?? '').includes('@')
      ? []
      : [{ code: 'invalid-email', field: 'username', message: 'Enter an email address' }];
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const username = new FormData(e.currentTarget).get('username');
        void submit('default', { username: String(username ?? '') }, { validate });
      }}
    >
      <input name="username" aria-label="username" />
      <ul aria-label="username errors">
        {forField('username').map((error) => (
          <li key={`${error.source}:${error.code}`}>
            {error.message}
            <button type="button" onClick={() => dismiss(error)}>
              dismiss {error.source}
            </button>
          </li>
        ))}
      </ul>
      <p data-testid="form-wide">{(byField[''] ?? []).map((e) => e.message).join('|')}</p>
      <button type="button" onClick={() => dismiss('username')}>
        clear username
      </button>
      <button type="submit">continue</button>
    </form>
  );
}

function renderForm(requests: FormRequest[]) {
  const context = loginIdContext({
    transaction: {
      state: 'st_login',
      errors: [
        { code: 'invalid-email', field: 'username', message: 'Email is not valid.' },
        { code: 'too-many-attempts', message: 'Too many attempts.' },
      ],
    },
  });
  render(
    <ScreenProvider
      context={context}
      submitOptions={{
        transport: (r) => void requests.push(r),
        route: '/u/login-id?state=st_login',
      }}
    >
      <LoginIdForm />
    </ScreenProvider>,
  );
}

const listed = () => screen.getByLabelText('username errors').textContent;

describe('useErrors', () => {
  it('shows the service errors by field and form-wide, and dismisses one error', () => {
    renderForm([]);
    expect(listed()).toBe('Email is not valid.dismiss server');
    expect(screen.getByTestId('form-wide').textContent).toBe('Too many attempts.');
    fireEvent.click(screen.getByText('dismiss server'));
    expect(listed()).toBe('');
    expect(screen.getByTestId('form-wide').textContent).toBe('Too many attempts.');
  });

  it('client-side validation errors are shown instead of posting, then cleared by a clean submit', async () => {
    const requests: FormRequest[] = [];
    renderForm(requests);
    fireEvent.change(screen.getByLabelText('username'), { target: { value: 'jane' } });
    await act(async () => fireEvent.click(screen.getByText('continue')));
    expect(requests).toHaveLength(0);
    expect(listed()).toBe('Email is not valid.dismiss serverEnter an email addressdismiss client');

    fireEvent.click(screen.getByText('clear username'));
    expect(listed()).toBe('');

    fireEvent.change(screen.getByLabelText('username'), { target: { value: 'jane@example.com' } });
    await act(async () => fireEvent.click(screen.getByText('continue')));
    expect(requests.map((r) => r.fields)).toEqual([
      [
        ['username', 'jane@example.com'],
        ['action', 'default'],
        ['state', 'st_login'],
      ],
    ]);
    expect(listed()).toBe('');
  });
});
