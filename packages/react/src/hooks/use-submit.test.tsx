import type { Fields, FormRequest } from '@screenkit/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginIdContext } from '../../../core/test-fixtures/contexts.js';
import { recordFormPosts } from '../../../core/test-fixtures/form-posts.js';
import { ScreenProvider } from '../provider/screen-provider.js';
import { useSubmit } from './use-submit.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function Continue({ fields }: { fields?: Fields }) {
  const { submit, isSubmitting, submitError } = useSubmit();
  return (
    <>
      <button
        type="button"
        disabled={isSubmitting}
        onClick={() => void submit('default', fields).catch(() => {})}
      >
        {isSubmitting ? 'sending' : 'continue'}
      </button>
      <output>{submitError?.message}</output>
    </>
  );
}

describe('useSubmit', () => {
  it('isSubmitting is true while the transport is busy and false once it settles', async () => {
    const requests: FormRequest[] = [];
    let release: () => void = () => {};
    const transport = (r: FormRequest) => {
      requests.push(r);
      return new Promise<void>((resolve) => (release = resolve));
    };
    render(
      <ScreenProvider
        context={loginIdContext()}
        submitOptions={{ transport, route: '/u/login-id' }}
      >
        <Continue fields={{ username: 'jane@example.com' }} />
      </ScreenProvider>,
    );
    fireEvent.click(screen.getByText('continue'));
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button').textContent).toBe('sending');
    await act(async () => release());
    expect(screen.getByRole('button').textContent).toBe('continue');
    expect(requests[0]?.fields).toEqual([
      ['username', 'jane@example.com'],
      ['action', 'default'],
      ['state', 'st_login'],
    ]);
  });

  it('shows a transport failure and lets the user try again', async () => {
    const transport = () => Promise.reject(new Error('offline'));
    render(
      <ScreenProvider context={loginIdContext()} submitOptions={{ transport, route: '/u/x' }}>
        <Continue />
      </ScreenProvider>,
    );
    await act(async () => fireEvent.click(screen.getByText('continue')));
    expect(screen.getByRole('status').textContent).toBe('offline');
    expect(screen.getByRole('button')).toHaveProperty('disabled', false);
  });

  it('with the default browser transport, posts a real <form> and stays busy while the page leaves', async () => {
    const posted = recordFormPosts('/u/login-id?state=st_login');
    render(
      <ScreenProvider context={loginIdContext()}>
        <Continue fields={{ username: 'jane@example.com' }} />
      </ScreenProvider>,
    );
    await act(async () => fireEvent.click(screen.getByText('continue')));
    expect(posted).toHaveLength(1);
    const form = posted[0] as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/u/login-id?state=st_login');
    expect([...form.querySelectorAll('input')].map((i) => [i.type, i.name, i.value])).toEqual([
      ['hidden', 'username', 'jane@example.com'],
      ['hidden', 'action', 'default'],
      ['hidden', 'state', 'st_login'],
    ]);
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button'));
    expect(posted).toHaveLength(1);
  });
});
