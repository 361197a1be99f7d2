// The screen's own test, with screenkit's testing kit: the catalogue's login-id fixture
// installed as the page's context, the screen driven as a user would, its form post captured.
import { type ScreenTestPage, type SetupScreenOptions, setupScreen } from '@screenkit/core/testing';
import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { renderLoginIdScreen } from './index.js';

let current: ScreenTestPage | undefined;
afterEach(() => {
  current?.uninstall();
  document.body.replaceChildren();
});

/** The screen on a page with its fixture installed and its posts captured. */
function render(options: SetupScreenOptions) {
  const page = setupScreen(options);
  current = page;
  const root = document.body.appendChild(document.createElement('div'));
  renderLoginIdScreen(root);
  return { root, page };
}

test('posts the email address the user typed', async () => {
  const user = userEvent.setup();
  const { root, page } = render({ screen: 'login-id' });
  await user.type(getByLabelText(root, 'Email address'), 'jane@example.com');
  await user.click(getByRole(root, 'button', { name: 'Continue' }));
  const post = await page.nextSubmission();
  expect(post.method).toBe('POST');
  expect(new URL(post.url).pathname).toBe('/u/login-id');
  expect(post.fields).toMatchObject({
    username: 'jane@example.com',
    state: page.context.transaction.state,
  });
  // The typed login posts no `action` field, exactly as the official SDK's login does.
  expect(post.fields).not.toHaveProperty('action');
});

test("shows the service's error (with-errors) and the French texts", () => {
  const { root } = render({ screen: 'login-id', variant: 'with-errors', locale: 'fr' });
  expect(getByRole(root, 'alert').textContent).toContain('Email is not valid.');
  expect(getByRole(root, 'button', { name: 'Continuer' })).toBeTruthy();
  expect(queryByRole(root, 'button', { name: 'Continue' })).toBeNull();
});
