// The screen's own test, with screenkit's testing kit: a backchannel (CIBA) approval link that
// expired or was already answered says so, and offers nothing to post.
import { setupScreen } from '@screenkit/core/testing';
import { getByRole, queryByRole } from '@testing-library/dom';
import { afterEach, expect, test } from 'vitest';
import { renderAsyncApprovalErrorScreen } from './index.js';

afterEach(() => document.body.replaceChildren());

test('says the link is no longer valid, with no form to post', () => {
  const page = setupScreen({ screen: 'async-approval-error' });
  const root = document.body.appendChild(document.createElement('div'));
  renderAsyncApprovalErrorScreen(root);
  expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe('This link is no longer valid');
  expect(queryByRole(root, 'button')).toBeNull();
  page.uninstall();
});
