// The screen's own test, with screenkit's testing kit: the end of a backchannel (CIBA) approval
// by email renders the tenant's texts, in each locale, and offers nothing to post.
import { renderScreen } from '@screenkit/react/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { AsyncApprovalAcceptedScreen } from './index.js';

afterEach(cleanup);

test('says the request was approved, with no form to post', () => {
  renderScreen(<AsyncApprovalAcceptedScreen />, { screen: 'async-approval-accepted' });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request approved');
  expect(screen.queryByRole('button')).toBeNull();
});
