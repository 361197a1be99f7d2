import { FormError } from '@screenkit/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginIdContext } from '../../../core/test-fixtures/contexts.js';
import { recordFormPosts } from '../../../core/test-fixtures/form-posts.js';
import { ScreenProvider } from '../provider/screen-provider.js';
import { useChangeLanguage } from './use-change-language.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function LanguagePicker({ onError }: { onError: (error: unknown) => void }) {
  const changeLanguage = useChangeLanguage();
  return (
    <>
      <button type="button" onClick={() => changeLanguage({ language: 'fr', persist: 'session' })}>
        Français
      </button>
      <button
        type="button"
        onClick={() => changeLanguage({ language: 7 as unknown as string }).catch(onError)}
      >
        broken
      </button>
    </>
  );
}

describe('useChangeLanguage', () => {
  it('posts action change-language with the language and persist, as the official hook does', async () => {
    const posted = recordFormPosts('/u/login-id?state=st_login');
    render(
      <ScreenProvider context={loginIdContext()}>
        <LanguagePicker onError={() => {}} />
      </ScreenProvider>,
    );
    await act(async () => fireEvent.click(screen.getByText('Français')));
    expect(posted).toHaveLength(1);
    const form = posted[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/u/login-id');
    expect([...new FormData(form).entries()]).toEqual([
      ['language', 'fr'],
      ['persist', 'session'],
      ['action', 'change-language'],
      ['state', 'st_login'],
    ]);
  });

  it('a language that is not a string is a FormError naming the field; nothing is posted', async () => {
    const posted = recordFormPosts('/u/login-id?state=st_login');
    const onError = vi.fn();
    render(
      <ScreenProvider context={loginIdContext()}>
        <LanguagePicker onError={onError} />
      </ScreenProvider>,
    );
    await act(async () => fireEvent.click(screen.getByText('broken')));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(FormError);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'field_type', path: 'language' });
    expect(posted).toHaveLength(0);
  });
});
