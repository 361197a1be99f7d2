// renderScreen as a test author uses it: a screen component written with the hooks, rendered
// against real catalogue fixtures, driven with user-event, asserted on what it posts.
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useErrors, useScreen, useSubmit, useTexts } from '../index.js';
import { FixtureError, renderScreen, SubmissionTimeoutError } from './index.js';

afterEach(cleanup);

function LoginId({ field = 'username' }: { field?: string }) {
  const texts = useTexts();
  const login = useScreen('login-id');
  const { isSubmitting } = useSubmit();
  const { errors } = useErrors();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void login.login({ [field]: value });
  };
  return (
    <form onSubmit={onSubmit}>
      <h1>{texts.title}</h1>
      {errors.map((error) => (
        <p role="alert" key={error.code}>
          {error.message}
        </p>
      ))}
      <label>
        Email address
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="submit" disabled={isSubmitting}>
        {texts.buttonText}
      </button>
    </form>
  );
}

describe('renderScreen', () => {
  it('renders the with-errors fixture and captures the post the user makes', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<LoginId />, { screen: 'login-id', variant: 'with-errors' });
    expect(screen.getByRole('alert').textContent).toBe('Email is not valid.');
    await user.type(screen.getByLabelText('Email address'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const post = await view.nextSubmission();
    expect(post.method).toBe('POST');
    expect(new URL(post.url).pathname).toBe('/u/login-id');
    expect(post.fields).toMatchObject({ username: 'jane@example.com', state: 'st_dev_preview' });
    expect(view.submissions).toHaveLength(1);
    // The page is leaving, as after the browser's real post: the button stays disabled.
    expect(view.store.getState().isSubmitting).toBe(true);
  });

  it('fails the assertion when the screen posts the wrong field', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<LoginId field="email" />, { screen: 'login-id' });
    await user.type(screen.getByLabelText('Email address'), 'jane@example.com');
    await user.click(screen.getByRole('button'));
    const post = await view.nextSubmission();
    expect(() => expect(post.fields).toMatchObject({ username: 'jane@example.com' })).toThrow();
  });

  it('renders the locale and overrides asked for', () => {
    renderScreen(<LoginId />, {
      screen: 'login-id',
      locale: 'fr',
      overrides: { screen: { texts: { title: 'Connexion à Acme' } } },
    });
    expect(screen.getByRole('heading').textContent).toBe('Connexion à Acme');
    expect(screen.getByRole('button').textContent).toBe('Continuer');
  });

  it('gives each render a fresh store, and restores the page on unmount', async () => {
    const submit = HTMLFormElement.prototype.submit;
    // Files of this project share one window: compare with what was there before.
    const page = window as { universal_login_context?: unknown };
    const before = { had: 'universal_login_context' in page, value: page.universal_login_context };
    const user = userEvent.setup();
    const first = renderScreen(<LoginId />, { screen: 'login-id', variant: 'with-errors' });
    first.store.getState().dismissErrors();
    await user.click(screen.getByRole('button'));
    await first.nextSubmission();
    expect(HTMLFormElement.prototype.submit).not.toBe(submit);
    expect(page.universal_login_context).toBe(first.context);
    first.unmount();
    expect(HTMLFormElement.prototype.submit).toBe(submit);
    expect('universal_login_context' in page).toBe(before.had);
    expect(page.universal_login_context).toBe(before.value);

    const second = renderScreen(<LoginId />, { screen: 'login-id', variant: 'with-errors' });
    expect(second.store).not.toBe(first.store);
    expect(second.store.getState()).toMatchObject({ isSubmitting: false });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(second.submissions).toEqual([]);
    await expect(second.nextSubmission(20)).rejects.toBeInstanceOf(SubmissionTimeoutError);
  });

  it('refuses an unknown screen or a missing one with a FixtureError', () => {
    expect(() => renderScreen(<LoginId />, { screen: 'log-in' })).toThrow(FixtureError);
    expect(() => renderScreen(<LoginId />, {})).toThrow(/Pass `screen`/);
  });
});
