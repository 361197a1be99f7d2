// The screen's own test, with screenkit's testing kit: rendered against the catalogue's
// login-id fixture, driven as a user would, asserted on the form it posts.
import { renderScreen } from '@screenkit/react/testing';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { LoginIdScreen } from './index.js';

afterEach(cleanup);

test('posts the email address the user typed', async () => {
  const user = userEvent.setup();
  const view = renderScreen(<LoginIdScreen />, { screen: 'login-id' });
  await user.type(screen.getByLabelText('Email address'), 'jane@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const post = await view.nextSubmission();
  expect(post.method).toBe('POST');
  expect(post.fields).toMatchObject({
    username: 'jane@example.com',
    state: view.context.transaction.state,
  });
});

test("shows the service's error in French, and the user can dismiss it", async () => {
  const user = userEvent.setup();
  renderScreen(<LoginIdScreen />, { screen: 'login-id', variant: 'with-errors', locale: 'fr' });
  expect(screen.getByRole('alert').textContent).toContain('Email is not valid.');
  expect(screen.getByRole('button', { name: 'Continuer' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();
});
