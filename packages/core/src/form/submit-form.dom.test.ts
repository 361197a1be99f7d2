// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customizedConsentContext } from '../../test-fixtures/contexts.js';
import { recordFormPosts } from '../../test-fixtures/form-posts.js';
import { createCustomizedConsentScreen } from '../screens/create-screen.js';
import {
  browserFormTransport,
  fetchFormTransport,
  pageFormTransport,
  postsPage,
} from './submit-form.js';

describe('browser form transport', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('accepting consent posts a full-page urlencoded form to the current URL with exactly these fields', async () => {
    const posted = recordFormPosts('/u/customized-consent?state=st_abc123');
    const consent = createCustomizedConsentScreen(customizedConsentContext());
    await consent.accept({ note: 'ok', limits: { max: 5 } });

    expect(posted).toHaveLength(1);
    const form = posted[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.enctype).toBe('application/x-www-form-urlencoded');
    expect(new URL(form.action).pathname + new URL(form.action).search).toBe(
      '/u/customized-consent?state=st_abc123',
    );
    expect(form.isConnected).toBe(true);
    const fields = [...new FormData(form).entries()];
    expect(fields).toEqual([
      ['note', 'ok'],
      ['limits', '{"max":5}'],
      ['action', 'accept'],
      ['state', 'st_abc123'],
    ]);
  });
});

describe('postsPage', () => {
  it('is true for the default and the page transports, false for any other', () => {
    expect(postsPage(undefined)).toBe(true);
    expect(postsPage(browserFormTransport)).toBe(true);
    expect(postsPage(pageFormTransport(document))).toBe(true);
    expect(postsPage(fetchFormTransport(async () => new Response()))).toBe(false);
    expect(postsPage(() => undefined)).toBe(false);
  });
});
