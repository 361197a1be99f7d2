import { renderScreen } from '@screenkit/react/testing';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { LoginPasswordScreen } from './index.js';

afterEach(cleanup);

test('posts the identifier from the step before with the password', async () => {
  const user = userEvent.setup();
  const view = renderScreen(<LoginPasswordScreen />, {
    screen: 'login-password',
    overrides: { screen: { data: { username: 'ada@example.com' } } },
  });
  expect(screen.getByText('ada@example.com')).toBeTruthy();
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const post = await view.nextSubmission();
  expect(post.fields).toMatchObject({ username: 'ada@example.com', password: 'correct horse' });
});
